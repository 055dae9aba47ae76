import { rem, Skeleton } from '@mantine/core';
import type { CSSProperties } from 'react';

interface BoneProps {
  /** In px; the picture's block takes its height from its aspect ratio. */
  height?: number;
  width?: number | string;
  radius?: 'sm' | 'xl' | 0;
  circle?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * One grey block: a plain element with Mantine Skeleton's class, attributes and variables, so it
 * looks and pulses as a `Skeleton` does. The menu shows six loading cards and a loading category
 * bar of these in its first render (spec §9); as Mantine components (Skeleton, Stack, Group) they
 * were about 100 of the components React rendered in the first commit of a phone's load of the
 * menu (issue 18).
 */
export function Bone({ height, width, radius = 'sm', circle = false, className, style }: BoneProps) {
  const size = height === undefined ? undefined : rem(height);
  const variables = {
    '--skeleton-height': size ?? 'auto',
    '--skeleton-width': circle ? size : typeof width === 'number' ? rem(width) : width,
    '--skeleton-radius': circle ? '1000px' : radius === 0 ? '0' : `var(--mantine-radius-${radius})`,
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
