import type { PageData } from '@platter/contract';
import type { RouteObject } from 'react-router';

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
    { path: 'blogs', lazy: async () => ({ Component: (await import('./BlogsScreen.tsx')).BlogsScreen }) },
    { path: 'blogs/:slug', lazy: async () => ({ Component: (await import('./BlogPostScreen.tsx')).BlogPostScreen }) },
    { path: 'tags/:id', lazy: async () => ({ Component: (await import('./TagScreen.tsx')).TagScreen }) },
  ];
}
