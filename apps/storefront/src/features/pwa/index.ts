export { AppUpdatePrompt } from './AppUpdatePrompt.tsx';
