export { WorkstationPage } from './WorkstationPage';
