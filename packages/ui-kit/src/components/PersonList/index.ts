export { type Person, PersonList, type PersonListProps } from './PersonList.tsx';
