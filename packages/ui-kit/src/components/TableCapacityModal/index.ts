export { type TableCapacity, TableCapacityModal, type TableCapacityModalProps } from './TableCapacityModal.tsx';
