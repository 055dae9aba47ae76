import { Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Ref } from 'react';

interface BlogPageHeadingProps {
  /** Null while it is not known yet (a tag's name): a skeleton stands in. */
  title: string | null;
  subtitle?: string | null;
  /** The screens scroll back to the heading when the page changes. */
  ref?: Ref<HTMLDivElement>;
}

/** The heading above a list of posts. */
export function BlogPageHeading({ title, subtitle, ref }: BlogPageHeadingProps) {
  return (
    <Stack gap={4} ref={ref} style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 64px) + 16px)' }}>
      {title === null ? (
        <Skeleton h={36} w={260} />
      ) : (
        <Title order={1} size="h2">
          {title}
        </Title>
      )}
      {subtitle ? (
        <Text c="dimmed" size="lg">
          {subtitle}
        </Text>
      ) : null}
    </Stack>
  );
}
