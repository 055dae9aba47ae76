export { ContentDialog, type ContentDialogProps } from './ContentDialog.tsx';
