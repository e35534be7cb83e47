export { MessagesPage } from './MessagesPage';
