import { Anchor, Box, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Blog } from '@platter/contract';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../format/format-long-date.ts';
import { BlogTagList, type ContentLinkComponent, PlainLink } from '../BlogCard/index.ts';
import { RetryAlert } from '../RetryAlert/index.ts';
import { SafeHtml } from '../SafeHtml/index.ts';
import classes from './BlogPost.module.css';

export interface BlogPostProps {
  /** The post; undefined while it loads. */
  blog: Blog | undefined;
  /** The failure, in one translated sentence; shown with a retry button. */
  error?: string | null;
  onRetry?: () => void;
  /** The blog list, for the way back. */
  backHref: string;
  tagHref: (tagId: number) => string;
  /** @default a plain `<a>` */
  linkComponent?: ContentLinkComponent;
  /** The restaurant's time zone, for the date shown. */
  timeZone?: string;
}

/** One post to read: title, date, tags, picture and the body (sanitized), at a readable width. */
export function BlogPost({ blog, error = null, onRetry, backHref, tagHref, linkComponent = PlainLink, timeZone }: BlogPostProps) {
  const { t, i18n } = useTranslation(['content', 'common']);
  return (
    <Box component="article" className={classes.root}>
      <Anchor component={linkComponent} href={backHref} className={classes.back} fw={600} size="sm">
        <IconArrowLeft size={18} aria-hidden className={classes.backIcon} />
        {t('blog.back')}
      </Anchor>
      {error ? (
        <RetryAlert title={t('blog.postFailed')} message={error} onRetry={onRetry} mt="md" />
      ) : blog ? (
        <Stack gap="lg" mt="md">
          <Stack gap="xs">
            <Title order={1} className={classes.title}>
              {blog.title}
            </Title>
            <Group gap="sm" wrap="wrap">
              <Text c="dimmed" component="time" dateTime={blog.published_at}>
                {formatLongDate(blog.published_at, i18n.language, timeZone)}
              </Text>
              <BlogTagList tags={blog.tags} tagHref={tagHref} linkComponent={linkComponent} />
            </Group>
          </Stack>
          {blog.image ? <img src={blog.image} alt="" className={classes.image} /> : null}
          {blog.excerpt ? (
            <Text size="lg" fw={500} className={classes.lead}>
              {blog.excerpt}
            </Text>
          ) : null}
          <SafeHtml html={blog.body} className={classes.body} />
        </Stack>
      ) : (
        <Stack gap="md" mt="md" aria-busy>
          <VisuallyHidden role="status">{t('blog.loadingPost')}</VisuallyHidden>
          <Skeleton h={36} w="80%" />
          <Skeleton h={14} w="30%" />
          <Skeleton style={{ aspectRatio: 16 / 9 }} radius="lg" />
          <Skeleton h={14} />
          <Skeleton h={14} />
          <Skeleton h={14} w="60%" />
        </Stack>
      )}
    </Box>
  );
}
