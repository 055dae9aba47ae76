export { ReviewForm, type ReviewFormProps, type ReviewValues } from './ReviewForm.tsx';
