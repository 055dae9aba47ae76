export { TablePicker, type TablePickerProps, type TablePickerTable } from './TablePicker.tsx';
