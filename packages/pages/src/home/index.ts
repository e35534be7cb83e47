export { HomePage } from './HomePage';
export { prefetchHomePage } from './prefetchHomePage';
