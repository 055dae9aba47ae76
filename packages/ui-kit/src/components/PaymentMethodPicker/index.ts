export { type PayFixValue, PaymentMethodPicker, type PaymentMethodPickerProps, usePayFixValidation } from './PaymentMethodPicker.tsx';
