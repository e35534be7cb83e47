export { MessagesPage } from './MessagesPage';
export * from './route';
