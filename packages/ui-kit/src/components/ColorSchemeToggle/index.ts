export { ColorSchemeToggle } from './ColorSchemeToggle.tsx';
