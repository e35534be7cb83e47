export { CooperationPage } from './CooperationPage';
export * from './route';
