export { VoucherField, type VoucherFieldProps } from './VoucherField.tsx';
