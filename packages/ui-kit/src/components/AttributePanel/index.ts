export { AttributePanel, type AttributePanelProps, type ChoiceSelection } from './AttributePanel.tsx';
