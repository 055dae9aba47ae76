export { InfoPanel, type InfoPanelProps } from './InfoPanel.tsx';
