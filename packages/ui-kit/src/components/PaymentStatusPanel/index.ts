export {
  type OrderStatusName,
  type PaymentState,
  type PaymentStatusOrder,
  PaymentStatusPanel,
  type PaymentStatusPanelProps,
} from './PaymentStatusPanel.tsx';
