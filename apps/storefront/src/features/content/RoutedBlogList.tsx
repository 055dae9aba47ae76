import type { BlogSummary } from '@platter/contract';
import { useDescribeError, useRestaurantInfo } from '@platter/ordering';
import { BlogList } from '@platter/ui-kit';
import type { UseQueryResult } from '@tanstack/react-query';
import { blogPath, tagPath } from './blog-paths.ts';
import { RouterLink } from './RouterLink.tsx';

export interface RoutedBlogListProps {
  /** A page of posts as the blog calls answer it. */
  posts: UseQueryResult<{ items: BlogSummary[]; total: number; limit: number }, unknown>;
  page: number;
  onPageChange: (page: number) => void;
  /** Title of an empty page. @default the list's own */
  emptyTitle?: string;
}

/** A page of posts with its pager, in-app links and the restaurant's time zone: /blogs and /tags/:id. */
export function RoutedBlogList({ posts, page, onPageChange, emptyTitle }: RoutedBlogListProps) {
  const info = useRestaurantInfo();
  const describeError = useDescribeError();
  const totalPages = posts.data ? Math.max(1, Math.ceil(posts.data.total / posts.data.limit)) : 1;
  return (
    <BlogList
      blogs={posts.data?.items}
      loading={posts.isPending}
      error={posts.isError ? describeError(posts.error) : null}
      onRetry={() => void posts.refetch()}
      page={Math.min(page, totalPages)}
      totalPages={totalPages}
      onPageChange={onPageChange}
      blogHref={blogPath}
      tagHref={tagPath}
      linkComponent={RouterLink}
      timeZone={info.timeZone}
      {...(emptyTitle ? { emptyTitle } : {})}
    />
  );
}
