export { ConfirmDialog, TableCapacityModal } from '@platter/ui-kit';
