export { TESTIMONIAL_SKELETON_COUNT, TestimonialList, type TestimonialListProps } from './TestimonialList.tsx';
