import { Drawer, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryNavItem, MenuSelection } from '../CategoryCarousel/index.ts';
import { DishImage } from '../DishImage/index.ts';
import classes from './CategorySheet.module.css';

/** Above this many categories the sheet opens higher (spec §9). */
export const CATEGORY_SHEET_TALL_FROM = 6;

export interface CategorySheetProps {
  opened: boolean;
  onClose: () => void;
  categories: CategoryNavItem[];
  active: MenuSelection;
  /** Called with the chosen entry; the sheet then closes itself through `onClose`. */
  onSelect: (selection: number | 'pinned') => void;
  /** Label of the special-offer entry, shown first; null/undefined = no pinned entry. */
  pinnedLabel?: string | null;
  /** The restaurant's default image for categories without one; without it a dish icon is shown. */
  fallbackImageUrl?: string | null;
}

/** Every category as a picture tile in a bottom sheet: 68% high above 6 categories, else 55%. */
export function CategorySheet({ opened, onClose, categories, active, onSelect, pinnedLabel, fallbackImageUrl }: CategorySheetProps) {
  const { t } = useTranslation('menu');
  const choose = (selection: number | 'pinned') => {
    onSelect(selection);
    onClose();
  };
  const tile = (key: string, selection: number | 'pinned', label: string, picture: ReactNode) => (
    <UnstyledButton
      key={key}
      className={classes.tile}
      aria-current={active === selection ? 'true' : undefined}
      onClick={() => choose(selection)}
    >
      {picture}
      <Text component="span" size="sm" fw={600} ta="center" lineClamp={2} className={classes.label}>
        {label}
      </Text>
    </UnstyledButton>
  );

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      size={categories.length > CATEGORY_SHEET_TALL_FROM ? '68%' : '55%'}
      title={t('allCategories')}
      closeButtonProps={{ 'aria-label': t('sheet.close') }}
      classNames={{ inner: classes.inner, content: classes.content, header: classes.header, title: classes.title }}
    >
      <SimpleGrid cols={{ base: 3, xs: 4, sm: 6 }} spacing="sm" verticalSpacing="md">
        {pinnedLabel
          ? tile(
              'pinned',
              'pinned',
              pinnedLabel,
              <span className={classes.pinned}>
                <IconStarFilled size={28} aria-hidden />
              </span>,
            )
          : null}
        {categories.map((category) =>
          tile(
            String(category.id),
            category.id,
            category.name,
            <DishImage src={category.image} fallbackSrc={fallbackImageUrl} ratio={1} iconSize={28} className={classes.picture} />,
          ),
        )}
      </SimpleGrid>
    </Drawer>
  );
}
