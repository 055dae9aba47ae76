import { Card, Group, Skeleton, Stack } from '@mantine/core';
import classes from './ProductCard.module.css';

/** A grey stand-in with the footprint of a ProductCard, shown while the menu loads. */
export function ProductCardSkeleton() {
  return (
    <Card withBorder radius="lg" padding={0} className={classes.card} aria-hidden data-testid="product-card-skeleton">
      <div className={classes.media}>
        <Skeleton radius={0} style={{ aspectRatio: 4 / 3 }} h="auto" className={classes.image} />
      </div>
      <Stack gap={8} className={classes.body}>
        <Skeleton height={18} width="70%" radius="sm" />
        <Skeleton height={12} radius="sm" />
        <Skeleton height={12} width="85%" radius="sm" />
        <Group justify="space-between" align="flex-end" wrap="nowrap" className={classes.footer}>
          <Skeleton height={20} width={64} radius="sm" />
          <Skeleton height={40} circle />
        </Group>
      </Stack>
    </Card>
  );
}
