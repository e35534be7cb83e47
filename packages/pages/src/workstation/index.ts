export { WorkstationPage } from './WorkstationPage';
export * from './route';
