// Public exports of this group of components; index.ts re-exports this file.
export { ALLERGEN_CODES, type AllergenCode, AllergyLegend, type AllergyLegendProps } from './components/AllergyLegend/index.ts';
export { AnnouncementModal, type AnnouncementModalProps } from './components/AnnouncementModal/index.ts';
export {
  BlogCard,
  type BlogCardProps,
  type ContentLinkComponent,
  type ContentLinkProps,
  formatLongDate,
} from './components/BlogCard/index.ts';
export { BLOG_SKELETON_COUNT, BlogList, type BlogListProps } from './components/BlogList/index.ts';
export { BlogPost, type BlogPostProps } from './components/BlogPost/index.ts';
export { ContactForm, type ContactFormProps, type ContactValues } from './components/ContactForm/index.ts';
export { ContentDialog, type ContentDialogProps } from './components/ContentDialog/index.ts';
export { InfoPanel, type InfoPanelProps } from './components/InfoPanel/index.ts';
export { LegalContent, type LegalContentProps } from './components/LegalContent/index.ts';
export { SafeHtml, type SafeHtmlProps, type SafeNode, type SafeTag, safeText, safeUrl, sanitizeHtml } from './components/SafeHtml/index.ts';
export { type ReservationValues, TableReservationForm, type TableReservationFormProps } from './components/TableReservationForm/index.ts';
export { TESTIMONIAL_SKELETON_COUNT, TestimonialList, type TestimonialListProps } from './components/TestimonialList/index.ts';
export { TimePlan, type TimePlanClosure, type TimePlanProps, type TimePlanSchedule } from './components/TimePlan/index.ts';
