import { Card, rem, Skeleton } from '@mantine/core';
import type { CSSProperties } from 'react';
import classes from './ProductCard.module.css';

interface BoneProps {
  /** In px; the picture's block takes its height from its aspect ratio. */
  height?: number;
  width?: number | string;
  radius?: 'sm' | 0;
  circle?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * One grey block: a plain element with Mantine Skeleton's class, attributes and variables, so it
 * looks and pulses as a `Skeleton` does. The menu shows six of these cards while it loads (spec
 * §9) in its first render; as Mantine components (Skeleton, Stack, Group) they were about 100
 * of the components React rendered in the first commit of a phone's load of the menu (issue 18).
 */
function Bone({ height, width, radius = 'sm', circle = false, className, style }: BoneProps) {
  const size = height === undefined ? undefined : rem(height);
  const variables = {
    '--skeleton-height': size ?? 'auto',
    '--skeleton-width': circle ? size : typeof width === 'number' ? rem(width) : width,
    '--skeleton-radius': circle ? '1000px' : radius === 0 ? '0' : 'var(--mantine-radius-sm)',
  } as CSSProperties;
  return (
    <div
      className={[Skeleton.classes.root, 'mantine-Skeleton-root', className].filter(Boolean).join(' ')}
      data-visible
      data-animate
      style={{ ...variables, ...style }}
    />
  );
}

/** A grey stand-in with the footprint of a ProductCard, shown while the menu loads. */
export function ProductCardSkeleton() {
  return (
    <Card withBorder radius="lg" padding={0} className={classes.card} aria-hidden data-testid="product-card-skeleton">
      <div className={classes.media}>
        <Bone radius={0} style={{ aspectRatio: 4 / 3 }} className={classes.image} />
      </div>
      <div className={`${classes.body} ${classes.skeletonBody}`}>
        <Bone height={18} width="70%" />
        <Bone height={12} />
        <Bone height={12} width="85%" />
        <div className={classes.footer}>
          <Bone height={20} width={64} />
          <Bone height={40} circle />
        </div>
      </div>
    </Card>
  );
}
