export { type DeliveryTypeOptionView, DeliveryTypePicker, type DeliveryTypePickerProps } from './DeliveryTypePicker.tsx';
