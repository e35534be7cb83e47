export { CloudExhibitionPage } from './CloudExhibitionPage';
