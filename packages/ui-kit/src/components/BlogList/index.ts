export { BLOG_SKELETON_COUNT, BlogList, type BlogListProps } from './BlogList.tsx';
