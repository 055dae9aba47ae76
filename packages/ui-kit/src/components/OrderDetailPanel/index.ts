export { type OrderDetailLine, OrderDetailPanel, type OrderDetailPanelProps } from './OrderDetailPanel.tsx';
