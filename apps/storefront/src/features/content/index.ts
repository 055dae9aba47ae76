import type { PageData } from '@platter/contract';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const BlogsScreen = lazy(async () => ({ default: (await import('./BlogsScreen.tsx')).BlogsScreen }));
const BlogPostScreen = lazy(async () => ({ default: (await import('./BlogPostScreen.tsx')).BlogPostScreen }));
const TagScreen = lazy(async () => ({ default: (await import('./TagScreen.tsx')).TagScreen }));

export { ContentOverlays } from './ContentOverlays.tsx';
export { TestimonialsSection } from './TestimonialsSection.tsx';
export { useContentHeaderLinks } from './use-content-header-links.tsx';

/**
 * The content area's child routes of the shell (wired by app/router.tsx): the blog, a post, the
 * posts of a tag. Each screen checks the restaurant's has_blog itself (the routes are built
 * before the restaurant info arrives) and is loaded when first visited.
 */
export function contentRoutes(_pageData: PageData): RouteObject[] {
  return [
    { path: 'blogs', Component: BlogsScreen },
    { path: 'blogs/:slug', Component: BlogPostScreen },
    { path: 'tags/:id', Component: TagScreen },
  ];
}
