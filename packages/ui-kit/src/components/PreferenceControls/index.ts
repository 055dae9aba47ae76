export { PreferenceControls } from './PreferenceControls.tsx';
