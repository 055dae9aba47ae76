export { FEW_PLACES, TicketSlotPicker, type TicketSlotPickerProps, type TicketSlotView } from './TicketSlotPicker.tsx';
