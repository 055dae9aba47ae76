export { AddressBook, type AddressBookProps } from './AddressBook.tsx';
export { UserAddressForm, type UserAddressFormProps, type UserAddressValues } from './UserAddressForm.tsx';
