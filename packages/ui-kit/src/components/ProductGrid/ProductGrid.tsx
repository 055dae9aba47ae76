import { SimpleGrid, VisuallyHidden } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductCardSkeleton } from '../ProductCard/index.ts';

/** Placeholders shown while products load (spec §9). */
export const PRODUCT_SKELETON_COUNT = 6;

export interface ProductGridProps {
  /** Shows exactly 6 card skeletons instead of the children. @default false */
  loading?: boolean;
  /** ProductCards. */
  children?: ReactNode;
}

const COLUMNS = { base: 1, xs: 2, lg: 3 };

/**
 * The loading grid, memoised: it has no props, so the menu's blocking re-renders while its lists
 * arrive (external-store updates) skip its six cards of Mantine skeletons (issue 18: they were the
 * costliest components of those renders in an instrumented build).
 */
const ProductGridSkeleton = memo(function ProductGridSkeleton() {
  const { t } = useTranslation('menu');
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{t('product.loading')}</VisuallyHidden>
      <SimpleGrid cols={COLUMNS} spacing="md" verticalSpacing="md">
        {Array.from({ length: PRODUCT_SKELETON_COUNT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders that never reorder
          <ProductCardSkeleton key={index} />
        ))}
      </SimpleGrid>
    </div>
  );
});

/**
 * The menu's card grid: one column on phones, two from 576px (Mantine `xs`, the "sm" of the
 * brief's 576px rule), three from 1200px (`lg`), where the side menu still leaves ~300px a card.
 */
export function ProductGrid({ loading = false, children }: ProductGridProps) {
  if (loading) return <ProductGridSkeleton />;
  return (
    <SimpleGrid cols={COLUMNS} spacing="md" verticalSpacing="md">
      {children}
    </SimpleGrid>
  );
}
