export { BlogCard, type BlogCardProps } from './BlogCard.tsx';
export { type ContentLinkComponent, type ContentLinkProps, PlainLink } from './content-link.tsx';
export { formatLongDate } from './format-long-date.ts';
