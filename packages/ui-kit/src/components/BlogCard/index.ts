export { formatLongDate } from '../../format/format-long-date.ts';
export { BlogCard, type BlogCardProps } from './BlogCard.tsx';
export { BlogTagList } from './BlogTagList.tsx';
export { type ContentLinkComponent, type ContentLinkProps, PlainLink } from './content-link.tsx';
