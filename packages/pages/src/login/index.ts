export { LoginPage } from './LoginPage';
export * from './route';
