export { CultivatePage } from './CultivatePage';
