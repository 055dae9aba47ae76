export { LegalContent, type LegalContentProps } from './LegalContent.tsx';
