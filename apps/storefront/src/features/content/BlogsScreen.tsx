import { Stack } from '@mantine/core';
import { BlogList } from '@platter/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDescribeError } from '../../lib/errors.ts';
import { useRouteMeta } from '../../lib/route-meta.ts';
import { useApi, useRestaurantInfo } from '../../lib/services-context.tsx';
import { BlogPageHeading } from './BlogPageHeading.tsx';
import { blogPath, tagPath } from './blog-paths.ts';
import { ContentNotFound } from './ContentNotFound.tsx';
import { blogPageQuery } from './content-queries.ts';
import { RouterLink } from './RouterLink.tsx';
import { usePageParam } from './use-page-param.ts';

/** `/blogs`: the restaurant's posts, newest first, page by page; only where it has a blog (spec §2). */
export function BlogsScreen() {
  const info = useRestaurantInfo();
  return info.has_blog ? <BlogIndex /> : <ContentNotFound />;
}

function BlogIndex() {
  const info = useRestaurantInfo();
  const api = useApi();
  const { t } = useTranslation('content');
  const describeError = useDescribeError();
  useRouteMeta('blogs');
  const top = useRef<HTMLDivElement>(null);
  const [page, setPage] = usePageParam(top);
  const blogs = useQuery(blogPageQuery(api, page));
  const totalPages = blogs.data ? Math.max(1, Math.ceil(blogs.data.total / blogs.data.limit)) : 1;

  return (
    <Stack gap="xl" py="md">
      <BlogPageHeading ref={top} title={t('blog.title')} subtitle={t('blog.subtitle', { name: info.name })} />
      <BlogList
        blogs={blogs.data?.items}
        loading={blogs.isPending}
        error={blogs.isError ? describeError(blogs.error) : null}
        onRetry={() => void blogs.refetch()}
        page={Math.min(page, totalPages)}
        totalPages={totalPages}
        onPageChange={setPage}
        blogHref={blogPath}
        tagHref={tagPath}
        linkComponent={RouterLink}
        timeZone={info.timeZone}
      />
    </Stack>
  );
}
