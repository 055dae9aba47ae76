import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { DishIcon } from '../../icons/index.tsx';

export interface EmptyStateProps {
  title: string;
  description?: string;
  /** A button or link that gets the guest going again. */
  action?: ReactNode;
  /** @default a dish */
  icon?: ReactNode;
}

/** What a screen shows when it has nothing to show: never a blank area. */
export function EmptyState({ title, description, action, icon }: EmptyStateProps) {
  return (
    <Stack align="center" gap="sm" py="xl" px="md" ta="center">
      <ThemeIcon size={64} radius="xl" variant="light">
        {icon ?? <DishIcon size={34} />}
      </ThemeIcon>
      <Title order={2} size="h3">
        {title}
      </Title>
      {description ? (
        <Text c="dimmed" maw={420}>
          {description}
        </Text>
      ) : null}
      {action}
    </Stack>
  );
}
