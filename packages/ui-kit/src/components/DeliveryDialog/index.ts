export { DeliveryDialog, type DeliveryDialogProps } from './DeliveryDialog.tsx';
