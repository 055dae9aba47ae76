import { Button } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconLayoutGrid, IconStarFilled } from '@tabler/icons-react';
import { memo, type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Bone } from '../Bone/index.ts';
import classes from './CategoryCarousel.module.css';

/** A category as the menu navigation lists it. */
export interface CategoryNavItem {
  id: number;
  name: string;
  /** The category's image; null shows the restaurant's fallback image or a dish icon. */
  image: string | null;
}

/** The chosen menu entry: a category id, `'pinned'` for the special-offer entry, or nothing yet. */
export type MenuSelection = number | 'pinned' | null;

export interface CategoryCarouselProps {
  /** In display order. */
  categories: CategoryNavItem[];
  active: MenuSelection;
  onSelect: (selection: number | 'pinned') => void;
  /** Label of the special-offer entry, shown first; null/undefined = no pinned entry. */
  pinnedLabel?: string | null;
  /** Shows a trailing "All categories" button that opens the CategorySheet. */
  onShowAll?: () => void;
  /**
   * The categories are on their way: with none yet, grey pills keep the bar's place, so that the
   * products below do not jump down when it appears (a layout shift of 0.026 on a phone).
   */
  loading?: boolean;
}

/** The loading bar's pills, in px: about the width of a category's name. */
const LOADING_PILL_WIDTHS = [132, 96, 112, 88];

/**
 * The phone's category bar: a row of pills that scrolls sideways and snaps, the active one filled
 * and kept in view; grey pills while the categories load. Renders nothing with a single category
 * and no special offer (spec §2). Hiding
 * it on wide screens is the app's job. Memoised: the menu screen renders again as each of its lists
 * arrives, and the bar's dozen buttons were a good part of each of those renders (issue 18).
 */
export const CategoryCarousel = memo(function CategoryCarousel({
  categories,
  active,
  onSelect,
  pinnedLabel,
  onShowAll,
  loading = false,
}: CategoryCarouselProps) {
  const { t } = useTranslation('menu');
  const reduceMotion = useReducedMotion();
  const rowRef = useRef<HTMLDivElement>(null);
  const hasPinned = Boolean(pinnedLabel);

  useEffect(() => {
    const row = rowRef.current;
    if (active === null || !row || typeof IntersectionObserver === 'undefined') return;
    const chip = row.querySelector<HTMLElement>('[aria-current="true"]');
    if (!chip) return;
    // The boxes come from an observer, measured in the browser's own layout of the next frame:
    // reading them here would force a layout of the whole page while the menu is being built
    // (issue 18). Scrolls the row only: scrollIntoView would also move the page to the bar.
    const observer = new IntersectionObserver(
      ([entry]) => {
        observer.disconnect();
        if (!entry?.rootBounds) return;
        const chipBox = entry.boundingClientRect;
        const rowBox = entry.rootBounds;
        const offset = chipBox.left + chipBox.width / 2 - (rowBox.left + rowBox.width / 2);
        row.scrollBy?.({ left: offset, behavior: reduceMotion ? 'auto' : 'smooth' });
      },
      { root: row },
    );
    observer.observe(chip);
    return () => observer.disconnect();
  }, [active, reduceMotion]);

  if (loading && categories.length === 0) {
    return (
      <nav aria-label={t('categories')} aria-busy="true" className={classes.root}>
        <div className={classes.row}>
          {LOADING_PILL_WIDTHS.map((width) => (
            <Bone key={width} height={40} width={width} radius="xl" className={classes.chip} />
          ))}
        </div>
      </nav>
    );
  }
  if (categories.length <= 1 && !hasPinned) return null;

  const chip = (key: string, selection: number | 'pinned', label: string, icon?: ReactNode) => {
    const isActive = active === selection;
    return (
      <Button
        key={key}
        radius="xl"
        size="sm"
        variant={isActive ? 'filled' : 'default'}
        aria-current={isActive ? 'true' : undefined}
        leftSection={icon}
        className={classes.chip}
        onClick={() => onSelect(selection)}
      >
        {label}
      </Button>
    );
  };

  return (
    <nav aria-label={t('categories')} className={classes.root}>
      <div ref={rowRef} className={classes.row}>
        {hasPinned ? chip('pinned', 'pinned', pinnedLabel as string, <IconStarFilled size={14} aria-hidden />) : null}
        {categories.map((category) => chip(String(category.id), category.id, category.name))}
        {onShowAll ? (
          <Button
            radius="xl"
            size="sm"
            variant="subtle"
            leftSection={<IconLayoutGrid size={16} aria-hidden />}
            className={classes.chip}
            onClick={onShowAll}
          >
            {t('allCategories')}
          </Button>
        ) : null}
      </div>
    </nav>
  );
});
