export { type ReservationValues, TableReservationForm, type TableReservationFormProps } from './TableReservationForm.tsx';
