export { TipField, type TipFieldProps } from './TipField.tsx';
