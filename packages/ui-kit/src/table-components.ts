// Public exports of this group of components; index.ts re-exports this file.
export { type TableCapacity, TableCapacityModal, type TableCapacityModalProps } from './components/TableCapacityModal/index.ts';
export { TableDock, type TableDockProps } from './components/TableDock/index.ts';
export { TablePicker, type TablePickerProps, type TablePickerTable } from './components/TablePicker/index.ts';
