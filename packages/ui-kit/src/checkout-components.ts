// Public exports of this group of components; index.ts re-exports this file.
export { AddressForm, type AddressFormField, type AddressFormProps } from './components/AddressForm/index.ts';
export {
  CartLine,
  type CartLineComment,
  type CartLinePerson,
  type CartLinePersons,
  type CartLineProps,
} from './components/CartLine/index.ts';
export { CartSummary, type CartSummaryProps } from './components/CartSummary/index.ts';
export { CartTable, type CartTableProps } from './components/CartTable/index.ts';
export { OrderSummaryCard, type OrderSummaryCardProps } from './components/OrderSummaryCard/index.ts';
export {
  type PayFixValue,
  PaymentMethodPicker,
  type PaymentMethodPickerProps,
  usePayFixValidation,
} from './components/PaymentMethodPicker/index.ts';
export {
  type OrderStatusName,
  type PaymentState,
  type PaymentStatusOrder,
  PaymentStatusPanel,
  type PaymentStatusPanelProps,
} from './components/PaymentStatusPanel/index.ts';
export { ReviewForm, type ReviewFormProps, type ReviewValues } from './components/ReviewForm/index.ts';
export { SideCart, type SideCartProps } from './components/SideCart/index.ts';
export { TipField, type TipFieldProps } from './components/TipField/index.ts';
export { VoucherField, type VoucherFieldProps } from './components/VoucherField/index.ts';
