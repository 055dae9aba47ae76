import { Box, type BoxProps } from '@mantine/core';
import { useState } from 'react';
import { DishIcon } from '../../icons/index.tsx';
import classes from './DishImage.module.css';

export interface DishImageProps extends Pick<BoxProps, 'className' | 'w' | 'miw'> {
  /** The dish's or category's own image; null when it has none. */
  src: string | null | undefined;
  /** The restaurant's default image, used when `src` is missing or fails to load. */
  fallbackSrc?: string | null | undefined;
  /** Empty when a visible name sits next to the image (the usual case), so it is not read twice. @default '' */
  alt?: string;
  /** Width / height. @default 4 / 3 */
  ratio?: number;
  /** Size of the dish icon shown when no image loads. @default 40 */
  iconSize?: number;
  /** Dims the picture (out of stock). @default false */
  muted?: boolean;
}

/**
 * An image with a fixed aspect ratio that never shows a broken picture: its own source, then the
 * fallback, then a dish icon on a tinted background. Loads lazily, since menus hold many.
 */
export function DishImage({ src, fallbackSrc, alt = '', ratio = 4 / 3, iconSize = 40, muted = false, ...boxProps }: DishImageProps) {
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const current = [src, fallbackSrc].find((candidate): candidate is string => Boolean(candidate) && !failed.has(candidate as string));
  return (
    <Box
      {...boxProps}
      className={[classes.root, boxProps.className].filter(Boolean).join(' ')}
      style={{ aspectRatio: ratio }}
      mod={{ muted }}
    >
      {current ? (
        <img
          key={current}
          className={classes.image}
          src={current}
          alt={alt}
          loading="lazy"
          decoding="async"
          onError={() => setFailed((previous) => new Set(previous).add(current))}
        />
      ) : (
        <span className={classes.placeholder} data-testid="dish-placeholder">
          <DishIcon size={iconSize} />
        </span>
      )}
    </Box>
  );
}
