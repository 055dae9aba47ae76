import { Stack } from '@mantine/core';
import { useApi, useRestaurantInfo } from '@platter/ordering';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteMeta } from '../../lib/route-meta.ts';
import { BlogPageHeading } from './BlogPageHeading.tsx';
import { ContentNotFound } from './ContentNotFound.tsx';
import { blogPageQuery } from './content-queries.ts';
import { RoutedBlogList } from './RoutedBlogList.tsx';
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
  useRouteMeta('blogs');
  const top = useRef<HTMLDivElement>(null);
  const [page, setPage] = usePageParam(top);
  const blogs = useQuery(blogPageQuery(api, page));

  return (
    <Stack gap="xl" py="md">
      <BlogPageHeading ref={top} title={t('blog.title')} subtitle={t('blog.subtitle', { name: info.name })} />
      <RoutedBlogList posts={blogs} page={page} onPageChange={setPage} />
    </Stack>
  );
}
