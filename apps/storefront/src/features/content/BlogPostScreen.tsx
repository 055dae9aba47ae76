import { Button } from '@mantine/core';
import { useApi, useDescribeError, useRestaurantInfo } from '@platter/ordering';
import { BlogPost, EmptyState } from '@platter/ui-kit';
import { IconArticle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useRouteMeta } from '../../lib/route-meta.ts';
import { BLOGS_PATH, tagPath } from './blog-paths.ts';
import { ContentNotFound } from './ContentNotFound.tsx';
import { blogBySlugQuery, isNotFound } from './content-queries.ts';
import { RouterLink } from './RouterLink.tsx';

/** `/blogs/:slug`: one post to read. An unknown slug says so and leads back to the list. */
export function BlogPostScreen() {
  const info = useRestaurantInfo();
  const slug = useParams().slug ?? '';
  return info.has_blog && slug.trim() !== '' ? <BlogPostBySlug slug={slug} /> : <ContentNotFound />;
}

function BlogPostBySlug({ slug }: { slug: string }) {
  const info = useRestaurantInfo();
  const api = useApi();
  const { t } = useTranslation('content');
  const describeError = useDescribeError();
  useRouteMeta('blog');
  const blog = useQuery(blogBySlugQuery(api, slug));

  if (blog.isError && isNotFound(blog.error))
    return (
      <EmptyState
        icon={<IconArticle size={34} aria-hidden />}
        title={t('blog.notFound')}
        description={t('blog.notFoundHint')}
        action={
          <Button component={Link} to={BLOGS_PATH} variant="light">
            {t('blog.back')}
          </Button>
        }
      />
    );

  return (
    <BlogPost
      blog={blog.data}
      error={blog.isError ? describeError(blog.error) : null}
      onRetry={() => void blog.refetch()}
      backHref={BLOGS_PATH}
      tagHref={tagPath}
      linkComponent={RouterLink}
      timeZone={info.timeZone}
    />
  );
}
