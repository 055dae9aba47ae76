export { ContactForm, type ContactFormProps, type ContactValues } from './ContactForm.tsx';
