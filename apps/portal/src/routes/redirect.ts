export { redirectClientLoader as clientLoader, redirectLoader as loader } from '@art-portal/pages/routing';
