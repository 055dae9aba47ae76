export { DeliveryTimePicker, type DeliveryTimePickerProps } from './DeliveryTimePicker.tsx';
