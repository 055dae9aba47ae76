export { LanguageSwitch, PreferenceControls } from './PreferenceControls.tsx';
