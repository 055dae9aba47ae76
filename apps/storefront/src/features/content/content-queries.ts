import { type ApiClient, ApiError } from '@platter/api-client';
import { CONTENT_PAGE_LIMIT } from '@platter/contract';
import { queryOptions } from '@tanstack/react-query';

/** Posts per page of the blog list: a multiple of the 1/2/3-column grid. */
export const BLOG_PAGE_SIZE = CONTENT_PAGE_LIMIT.default;
/** Reviews shown on the menu. */
export const TESTIMONIALS_SHOWN = 6;

/**
 * A client error (a 4xx: unknown slug or tag, no blog) will not change on a second try; a
 * network failure or a 5xx may, once.
 */
function retryOnlyServerFailures(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** The catalogue codes that mean "there is no such post / tag / blog": shown as not found, not as a failure. */
const NOT_FOUND_CODES = ['blog_does_not_exists', 'tag_does_not_exists', 'blog_not_available'];

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && NOT_FOUND_CODES.includes(error.code);
}

export const blogPageQuery = (api: ApiClient, page: number) =>
  queryOptions({
    queryKey: ['blogs', page],
    queryFn: ({ signal }) => api.content.blogs({ page, limit: BLOG_PAGE_SIZE }, { signal }),
    retry: retryOnlyServerFailures,
  });

export const blogsByTagQuery = (api: ApiClient, tagId: number, page: number) =>
  queryOptions({
    queryKey: ['blogs-by-tag', tagId, page],
    queryFn: ({ signal }) => api.content.blogsByTag({ tagId, page, limit: BLOG_PAGE_SIZE }, { signal }),
    retry: retryOnlyServerFailures,
  });

export const blogBySlugQuery = (api: ApiClient, slug: string) =>
  queryOptions({
    queryKey: ['blog', slug],
    queryFn: ({ signal }) => api.content.blogBySlug({ blogSlug: slug }, { signal }),
    retry: retryOnlyServerFailures,
  });

export const testimonialsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['testimonials'],
    queryFn: ({ signal }) => api.content.testimonials({ limit: TESTIMONIALS_SHOWN }, { signal }),
    staleTime: 5 * 60_000,
  });
