export { NewsletterBox, type NewsletterBoxProps } from './NewsletterBox.tsx';
