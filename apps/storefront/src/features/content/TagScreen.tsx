import { Button, Stack } from '@mantine/core';
import { useApi, useRestaurantInfo } from '@platter/ordering';
import { EmptyState } from '@platter/ui-kit';
import { IconArticle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useRouteMeta } from '../../lib/route-meta.ts';
import { BlogPageHeading } from './BlogPageHeading.tsx';
import { BLOGS_PATH, parseTagId } from './blog-paths.ts';
import { ContentNotFound } from './ContentNotFound.tsx';
import { blogsByTagQuery, isNotFound } from './content-queries.ts';
import { RoutedBlogList } from './RoutedBlogList.tsx';
import { usePageParam } from './use-page-param.ts';

/** `/tags/:id`: the posts of one tag. An id that is not digits is the not-found page (spec §5). */
export function TagScreen() {
  const info = useRestaurantInfo();
  const tagId = parseTagId(useParams().id);
  return info.has_blog && tagId !== null ? <TagPosts tagId={tagId} /> : <ContentNotFound />;
}

function TagPosts({ tagId }: { tagId: number }) {
  const api = useApi();
  const { t } = useTranslation('content');
  useRouteMeta('tags');
  const top = useRef<HTMLDivElement>(null);
  const [page, setPage] = usePageParam(top);
  const blogs = useQuery(blogsByTagQuery(api, tagId, page));

  if (blogs.isError && isNotFound(blogs.error))
    return (
      <EmptyState
        icon={<IconArticle size={34} aria-hidden />}
        title={t('blog.tagNotFound')}
        description={t('blog.notFoundHint')}
        action={
          <Button component={Link} to={BLOGS_PATH} variant="light">
            {t('blog.back')}
          </Button>
        }
      />
    );

  return (
    <Stack gap="xl" py="md">
      <BlogPageHeading
        ref={top}
        title={blogs.data ? t('blog.tagTitle', { tag: blogs.data.tag.name }) : blogs.isError ? t('blog.title') : null}
        subtitle={blogs.data ? t('blog.tagSubtitle', { count: blogs.data.total }) : null}
      />
      <RoutedBlogList posts={blogs} page={page} onPageChange={setPage} emptyTitle={t('blog.tagEmpty')} />
      <Button component={Link} to={BLOGS_PATH} variant="subtle" style={{ alignSelf: 'flex-start' }}>
        {t('blog.back')}
      </Button>
    </Stack>
  );
}
