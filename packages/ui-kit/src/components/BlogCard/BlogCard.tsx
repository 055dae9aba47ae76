import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import type { BlogSummary } from '@platter/contract';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../format/format-long-date.ts';
import { DishImage } from '../DishImage/index.ts';
import classes from './BlogCard.module.css';
import { BlogTagList } from './BlogTagList.tsx';
import { type ContentLinkComponent, PlainLink } from './content-link.tsx';

export interface BlogCardProps {
  blog: BlogSummary;
  /** Where the post is read, e.g. `/blogs/der-perfekte-pizzateig`. */
  href: string;
  /** Where a tag's posts are listed, e.g. `/tags/3`. */
  tagHref: (tagId: number) => string;
  /** Renders the links (the app's router link). @default a plain `<a>` */
  linkComponent?: ContentLinkComponent;
  /** The restaurant's time zone, for the day shown. @default the device's */
  timeZone?: string;
  /** Heading level of the title: 2 in a list under the page's h1. @default 2 */
  headingOrder?: 2 | 3;
}

/** One post in the blog list: picture, date, title (the link), excerpt and its tags. */
export function BlogCard({ blog, href, tagHref, linkComponent = PlainLink, timeZone, headingOrder = 2 }: BlogCardProps) {
  const { i18n } = useTranslation('content');
  return (
    <Card component="article" withBorder radius="lg" padding={0} className={classes.card}>
      {/* The picture repeats the title's link for pointers; keyboard and screen readers use the title. */}
      <Anchor component={linkComponent} href={href} tabIndex={-1} aria-hidden className={classes.imageLink}>
        <DishImage src={blog.image} ratio={16 / 9} iconSize={48} className={classes.image} />
      </Anchor>
      <Stack gap="xs" p="md" className={classes.body}>
        <Text size="sm" c="dimmed" component="time" dateTime={blog.published_at}>
          {formatLongDate(blog.published_at, i18n.language, timeZone)}
        </Text>
        <Title order={headingOrder} size="h4" className={classes.title}>
          <Anchor component={linkComponent} href={href} className={classes.titleLink} c="inherit" underline="never" inherit>
            {blog.title}
          </Anchor>
        </Title>
        <Text c="dimmed" lineClamp={3}>
          {blog.excerpt}
        </Text>
        <BlogTagList tags={blog.tags} tagHref={tagHref} linkComponent={linkComponent} mt="auto" pt="xs" />
      </Stack>
    </Card>
  );
}
