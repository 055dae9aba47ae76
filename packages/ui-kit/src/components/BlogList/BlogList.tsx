import { Card, Center, Pagination, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import type { BlogSummary } from '@platter/contract';
import { IconArticle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BlogCard, type ContentLinkComponent, PlainLink } from '../BlogCard/index.ts';
import { EmptyState } from '../EmptyState/index.ts';
import { RetryAlert } from '../RetryAlert/index.ts';

/** Placeholders shown while the first page loads. */
export const BLOG_SKELETON_COUNT = 6;
const SKELETON_KEYS = Array.from({ length: BLOG_SKELETON_COUNT }, (_, position) => `skeleton-${position}`);

export interface BlogListProps {
  /** The posts of the current page; undefined until the first answer. */
  blogs: BlogSummary[] | undefined;
  /** Skeleton cards instead of the posts (first load or a page change). @default false */
  loading?: boolean;
  /** The failure, in one translated sentence; shown with a retry button instead of the posts. */
  error?: string | null;
  onRetry?: () => void;
  /** Current page, from 1. @default 1 */
  page?: number;
  /** Number of pages; the pagination shows only when above 1. @default 1 */
  totalPages?: number;
  onPageChange?: (page: number) => void;
  blogHref: (slug: string) => string;
  tagHref: (tagId: number) => string;
  /** @default a plain `<a>` */
  linkComponent?: ContentLinkComponent;
  /** The restaurant's time zone, for the dates shown. */
  timeZone?: string;
  /** What the empty state says. @default "No posts yet" */
  emptyTitle?: string;
}

/** The posts as cards in a grid (one column on phones), with loading, empty, error and pages. */
export function BlogList({
  blogs,
  loading = false,
  error = null,
  onRetry,
  page = 1,
  totalPages = 1,
  onPageChange,
  blogHref,
  tagHref,
  linkComponent = PlainLink,
  timeZone,
  emptyTitle,
}: BlogListProps) {
  const { t } = useTranslation(['content', 'common']);

  if (error) return <RetryAlert title={t('blog.loadFailed')} message={error} onRetry={onRetry} />;

  if (!loading && blogs?.length === 0)
    return (
      <EmptyState icon={<IconArticle size={34} aria-hidden />} title={emptyTitle ?? t('blog.empty')} description={t('blog.emptyHint')} />
    );

  const showSkeletons = loading || !blogs;
  return (
    <Stack gap="xl">
      {showSkeletons ? <VisuallyHidden role="status">{t('blog.loading')}</VisuallyHidden> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-busy={showSkeletons || undefined}>
        {showSkeletons
          ? SKELETON_KEYS.map((key) => <BlogCardSkeleton key={key} />)
          : blogs.map((blog) => (
              <BlogCard
                key={blog.id}
                blog={blog}
                href={blogHref(blog.slug)}
                tagHref={tagHref}
                linkComponent={linkComponent}
                {...(timeZone ? { timeZone } : {})}
              />
            ))}
      </SimpleGrid>
      {totalPages > 1 && onPageChange ? (
        <Center component="nav" aria-label={t('blog.pages')}>
          <Pagination
            total={totalPages}
            value={page}
            onChange={onPageChange}
            size="lg"
            radius="md"
            getControlProps={(control) => ({
              'aria-label': control === 'previous' ? t('blog.previousPage') : control === 'next' ? t('blog.nextPage') : undefined,
            })}
            getItemProps={(item) => ({ 'aria-label': t('blog.page', { page: item }) })}
          />
        </Center>
      ) : null}
    </Stack>
  );
}

function BlogCardSkeleton() {
  return (
    <Card withBorder radius="lg" padding={0} aria-hidden>
      <Skeleton style={{ aspectRatio: 16 / 9 }} radius={0} />
      <Stack gap="sm" p="md">
        <Skeleton h={12} w="40%" />
        <Skeleton h={20} w="85%" />
        <Skeleton h={12} />
        <Skeleton h={12} w="70%" />
      </Stack>
    </Card>
  );
}
