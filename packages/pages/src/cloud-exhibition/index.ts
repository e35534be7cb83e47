export { CloudExhibitionPage } from './CloudExhibitionPage';
export * from './route';
