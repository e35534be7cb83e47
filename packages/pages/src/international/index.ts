export { InternationalPage } from './InternationalPage';
