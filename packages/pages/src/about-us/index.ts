export { AboutUsPage } from './AboutUsPage';
