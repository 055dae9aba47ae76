export { AddressForm, type AddressFormField, type AddressFormProps } from './AddressForm.tsx';
