import { Badge, Group, type GroupProps } from '@mantine/core';
import type { BlogSummary } from '@platter/contract';
import { useTranslation } from 'react-i18next';
import classes from './BlogTagList.module.css';
import type { ContentLinkComponent } from './content-link.tsx';

export interface BlogTagListProps extends Pick<GroupProps, 'mt' | 'pt'> {
  tags: BlogSummary['tags'];
  /** Where a tag's posts are listed, e.g. `/tags/3`. */
  tagHref: (tagId: number) => string;
  linkComponent: ContentLinkComponent;
}

/** A post's tags as a list of links to their posts; nothing without tags. Shared by card and post. */
export function BlogTagList({ tags, tagHref, linkComponent, ...spacing }: BlogTagListProps) {
  const { t } = useTranslation('content');
  if (tags.length === 0) return null;
  return (
    <Group gap={6} component="ul" className={classes.tags} aria-label={t('blog.tags')} {...spacing}>
      {tags.map((tag) => (
        <li key={tag.id}>
          <Badge
            component={linkComponent}
            href={tagHref(tag.id)}
            variant="light"
            radius="sm"
            size="xl"
            tt="none"
            fw={500}
            className={classes.tag}
          >
            #{tag.name}
          </Badge>
        </li>
      ))}
    </Group>
  );
}
