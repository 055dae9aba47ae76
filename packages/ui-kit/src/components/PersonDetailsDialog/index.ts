export {
  PersonDetailsDialog,
  type PersonDetailsDialogProps,
  type PersonDetailsFieldErrors,
  type PersonDetailsValue,
} from './PersonDetailsDialog.tsx';
