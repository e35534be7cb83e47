export { CooperationPage } from './CooperationPage';
