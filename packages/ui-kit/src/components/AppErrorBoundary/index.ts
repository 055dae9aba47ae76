export { AppErrorBoundary, type AppErrorBoundaryProps, ErrorScreen } from './AppErrorBoundary.tsx';
