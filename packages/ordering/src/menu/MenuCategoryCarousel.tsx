import { CategoryCarousel } from '@platter/ui-kit';
import type { MenuState } from './use-menu.ts';

/**
 * The menu state's categories as the phone's category bar, as every shop shows them: grey pills
 * while they load, the pinned list first where there is one. `onShowAll` adds the bar's button
 * for the whole list.
 */
export function MenuCategoryCarousel({ menu, onShowAll }: { menu: MenuState; onShowAll?: () => void }) {
  return (
    <CategoryCarousel
      categories={menu.navItems}
      active={menu.selection}
      onSelect={menu.select}
      pinnedLabel={menu.pinnedLabel}
      loading={menu.categoriesLoading}
      {...(onShowAll ? { onShowAll } : {})}
    />
  );
}
