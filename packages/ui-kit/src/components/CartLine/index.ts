export { CartLine, type CartLineComment, type CartLinePerson, type CartLinePersons, type CartLineProps } from './CartLine.tsx';
