export { robotsLoader as loader } from '@art-portal/pages/routing';
