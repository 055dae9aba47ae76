// Public exports of this group of components; index.ts re-exports this file.
export { AttributePanel, type AttributePanelProps, type ChoiceSelection } from './components/AttributePanel/index.ts';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog/index.ts';
export { DateCalendar, type DateCalendarProps } from './components/DateCalendar/index.ts';
export { DeliveryDialog, type DeliveryDialogProps } from './components/DeliveryDialog/index.ts';
export { DeliverySummaryBar, type DeliverySummaryBarProps, type DeliveryTypeSwitchProps } from './components/DeliverySummaryBar/index.ts';
export { DeliveryTimePicker, type DeliveryTimePickerProps } from './components/DeliveryTimePicker/index.ts';
export { type DeliveryTypeOptionView, DeliveryTypePicker, type DeliveryTypePickerProps } from './components/DeliveryTypePicker/index.ts';
export { PackageWizard, type PackageWizardProps } from './components/PackageWizard/index.ts';
export {
  PersonDetailsDialog,
  type PersonDetailsDialogProps,
  type PersonDetailsFieldErrors,
  type PersonDetailsValue,
} from './components/PersonDetailsDialog/index.ts';
export { type Person, PersonList, type PersonListProps } from './components/PersonList/index.ts';
export { FEW_PLACES, TicketSlotPicker, type TicketSlotPickerProps, type TicketSlotView } from './components/TicketSlotPicker/index.ts';
export { UnitStepper, type UnitStepperProps } from './components/UnitStepper/index.ts';
