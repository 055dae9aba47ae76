import { Box, NavLink, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryNavItem, MenuSelection } from '../CategoryCarousel/index.ts';
import { DishImage } from '../DishImage/index.ts';
import { SocialLinks, type SocialNetwork } from '../SocialLinks/index.ts';
import classes from './CategorySideMenu.module.css';

export interface CategorySideMenuProps {
  /** Top slot, usually the restaurant's logo as a link to "/". */
  logo?: ReactNode;
  /** In display order (the app sorts them). */
  categories: CategoryNavItem[];
  active: MenuSelection;
  onSelect: (selection: number | 'pinned') => void;
  /** Label of the special-offer entry, shown first; null/undefined = no pinned entry. */
  pinnedLabel?: string | null;
  /** The default dish image for categories without one (spec §2); without it a dish icon is shown. */
  fallbackImageUrl?: string | null;
  /** Profile addresses; only the networks with a non-empty address get an icon. */
  social?: Partial<Record<SocialNetwork, string | null>>;
  /** Shown as "© {year} {name}". */
  copyright: { year: number; name: string };
  /** Adds "Created by Platter" (the restaurant's branding flag). @default false */
  showCreatedBy?: boolean;
}

/** The desktop side menu's content: logo, categories with their pictures, social links and credits. */
export function CategorySideMenu({
  logo,
  categories,
  active,
  onSelect,
  pinnedLabel,
  fallbackImageUrl,
  social = {},
  copyright,
  showCreatedBy = false,
}: CategorySideMenuProps) {
  const { t } = useTranslation('menu');

  return (
    <Stack h="100%" gap="md" className={classes.root}>
      {logo ? <Box className={classes.logo}>{logo}</Box> : null}

      {/* A native scroller: Mantine's ScrollArea read the scroll position on mount (a forced layout of
          the whole page) and re-rendered on every scroll, for a scrollbar that stays hidden at rest. */}
      <nav aria-label={t('categories')} className={classes.nav}>
        <Stack gap={2}>
          {pinnedLabel ? (
            <NavLink
              component="button"
              type="button"
              label={pinnedLabel}
              active={active === 'pinned'}
              aria-current={active === 'pinned' ? 'true' : undefined}
              onClick={() => onSelect('pinned')}
              leftSection={
                <ThemeIcon size={32} radius="xl" variant="light">
                  <IconStarFilled size={16} aria-hidden />
                </ThemeIcon>
              }
              className={classes.link}
            />
          ) : null}
          {categories.map((category) => {
            const isActive = active === category.id;
            return (
              <NavLink
                key={category.id}
                component="button"
                type="button"
                label={category.name}
                active={isActive}
                aria-current={isActive ? 'true' : undefined}
                onClick={() => onSelect(category.id)}
                leftSection={
                  <DishImage src={category.image} fallbackSrc={fallbackImageUrl} ratio={1} iconSize={18} className={classes.avatar} />
                }
                className={classes.link}
              />
            );
          })}
        </Stack>
      </nav>

      <Stack gap="xs" className={classes.footer}>
        <div className={classes.social}>
          <SocialLinks links={social} />
        </div>
        <Text size="xs" c="dimmed">
          {t('sideMenu.copyright', { year: copyright.year, name: copyright.name })}
        </Text>
        {showCreatedBy ? (
          <Text size="xs" c="dimmed">
            {t('sideMenu.createdBy')}
          </Text>
        ) : null}
      </Stack>
    </Stack>
  );
}
