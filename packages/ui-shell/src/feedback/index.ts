export { ToastStack } from './ToastStack';
export type { Toast, ToastLevel, ToastStackProps } from './ToastStack';
export { LoadingIndicator } from './LoadingIndicator';
export type { LoadingIndicatorProps } from './LoadingIndicator';
export { ErrorState } from './ErrorState';
export type { ErrorStateProps } from './ErrorState';
