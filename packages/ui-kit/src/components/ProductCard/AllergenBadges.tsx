import { Badge } from '@mantine/core';
import { lazy, Suspense, startTransition, useState } from 'react';
import classes from './ProductCard.module.css';

const AllergenTooltip = lazy(async () => ({ default: (await import('./AllergenTooltip.tsx')).AllergenTooltip }));

export interface AllergenBadgesProps {
  codes: readonly string[];
  /** "Allergens: A, C, G": read by screen readers, and the tooltip on hover. */
  label: string;
}

/**
 * A dish's allergen codes. The tooltip naming them (Mantine's Tooltip and floating-ui, about 15 KB
 * gzip) mounts on the first hover or tap of the codes, so a menu's first load holds none of it;
 * it opens at once if the pointer is still there when it has loaded.
 */
export function AllergenBadges({ codes, label }: AllergenBadgesProps) {
  const [hovered, setHovered] = useState(false);
  const [wanted, setWanted] = useState(false);
  const badges = (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering only loads the tooltip, a visual extra; the codes' names are in the text for screen readers
    <div
      className={classes.allergens}
      onMouseEnter={() => {
        setHovered(true);
        // In a transition: these badges stay (and keep the pointer's events) until the tooltip has loaded.
        startTransition(() => setWanted(true));
      }}
      onMouseLeave={() => setHovered(false)}
    >
      <span className={classes.visuallyHidden}>{label}</span>
      {codes.map((code) => (
        <Badge key={code} size="xs" variant="default" radius="sm" aria-hidden className={classes.allergen}>
          {code}
        </Badge>
      ))}
    </div>
  );
  return (
    <Suspense fallback={badges}>
      {wanted ? (
        <AllergenTooltip label={label} defaultOpened={hovered}>
          {badges}
        </AllergenTooltip>
      ) : (
        badges
      )}
    </Suspense>
  );
}
