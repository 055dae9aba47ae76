import { Stack, Text, Title } from '@mantine/core';
import type { Category, Product } from '@platter/contract';
import { DEFAULT_DISH_IMAGE, EmptyState, ProductGrid, ProductSection, SpecialOfferHeading } from '@platter/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreloadProductChoice } from '../product-choice/load-product-choice.ts';
import type { AddOptions } from '../product-choice/use-add-product.ts';
import { useAvailable } from '../product-choice/use-available.ts';
import { productsQuery } from '../queries.ts';
import { useApi } from '../services/context.tsx';
import { MenuProductCard } from './MenuProductCard.tsx';
import { groupBySubcategory, takeFromGroups } from './menu-order.ts';
import type { MenuSelection } from './menu-selection.ts';
import { usePrefetchChoices } from './prefetch-choices.ts';
import { useProductCues } from './product-cues.ts';
import type { MenuState } from './use-menu.ts';
import { useRenderedCount } from './use-rendered-count.ts';

type OnAdd = ((product: Product, options?: AddOptions) => Promise<void>) | undefined;

export type MenuProductsProps =
  | { title: string; products: Product[] | undefined; loading: boolean; onAdd: OnAdd }
  | {
      selection: MenuSelection;
      category: Category | undefined;
      pinnedLabel: string | null;
      pinnedProducts: Product[] | undefined;
      loading: boolean;
      deliveryTime: string | null;
      onAdd: OnAdd;
    };

/** The products the menu state has chosen (a category by subcategory, or the pinned list), as every shop shows them. */
export function ChosenMenuProducts({ menu, onAdd }: { menu: MenuState; onAdd: OnAdd }) {
  return (
    <MenuProducts
      selection={menu.selection}
      category={menu.category}
      pinnedLabel={menu.pinnedLabel}
      pinnedProducts={menu.pinnedProducts}
      // Until the first category is chosen the list waits, rather than flashing "no products".
      loading={menu.categoriesLoading || menu.pinnedLoading || (menu.selection === null && menu.categories.length > 0)}
      deliveryTime={menu.deliveryTime}
      onAdd={onAdd}
    />
  );
}

/** The products of the chosen category (by subcategory), of the pinned list, or of a search. */
export function MenuProducts(props: MenuProductsProps) {
  const api = useApi();
  const categoryId = 'selection' in props && typeof props.selection === 'number' ? props.selection : null;
  const products = useQuery({
    ...productsQuery(api, categoryId ?? 0, 'deliveryTime' in props ? props.deliveryTime : null),
    enabled: categoryId !== null,
  });
  // A category's cards render from a deferred copy of its products, in slices rather than one
  // blocking task when the answer arrives (issue 18); the skeleton stays until they are ready.
  const shownProducts = useDeferredValue(products.data);
  const productsLoading = products.isLoading || (products.data !== undefined && shownProducts === undefined);
  const renderedCount = useRenderedCount(shownProducts?.length ?? 0, categoryId);
  const groups = useMemo(() => groupBySubcategory(shownProducts ?? []), [shownProducts]);
  const renderedGroups = useMemo(() => takeFromGroups(groups, renderedCount), [groups, renderedCount]);

  if (!('selection' in props)) {
    return (
      <Stack gap="md">
        <Title order={2} size="h3">
          {props.title}
        </Title>
        <ProductList listKey={props.title} products={props.products} loading={props.loading} onAdd={props.onAdd} />
      </Stack>
    );
  }
  if (props.selection === 'pinned') {
    return (
      <Stack gap="md">
        <SpecialOfferHeading label={props.pinnedLabel} />
        <ProductList listKey="pinned" products={props.pinnedProducts} loading={props.loading} onAdd={props.onAdd} pinned />
      </Stack>
    );
  }
  return (
    <Stack gap="xl">
      {props.category ? <CategoryIntro category={props.category} /> : null}
      {props.loading || productsLoading || groups.length === 0 ? (
        <ProductList listKey={categoryId} products={shownProducts} loading={props.loading || productsLoading} onAdd={props.onAdd} />
      ) : (
        renderedGroups.map(({ group, shown }) => (
          <ProductSection
            key={group.key}
            id={`subcategory-${group.key}`}
            title={group.title ?? props.category?.name ?? ''}
            imageUrl={group.image}
            previewImages={group.products.flatMap((product) => (product.image ? [product.image] : []))}
          >
            <ProductCards products={shown} onAdd={props.onAdd} />
          </ProductSection>
        ))
      )}
      {props.category?.foot_note ? (
        <Text size="sm" c="dimmed" dir="auto">
          {props.category.foot_note}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Category descriptions may hold HTML (spec §3); they are shown as plain text, never injected. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function CategoryIntro({ category }: { category: Category }) {
  return (
    <Stack gap={4}>
      <Title order={2} size="h2">
        <span dir="auto">{category.name}</span>
      </Title>
      {category.description ? (
        <Text c="dimmed" dir="auto">
          {plainText(category.description)}
        </Text>
      ) : null}
    </Stack>
  );
}

function ProductList({
  listKey,
  products,
  loading,
  onAdd,
  pinned = false,
}: {
  listKey: unknown;
  products: Product[] | undefined;
  loading: boolean;
  onAdd: OnAdd;
  pinned?: boolean;
}) {
  const { t } = useTranslation('menu');
  const renderedCount = useRenderedCount(products?.length ?? 0, listKey);
  const rendered = useMemo(() => products?.slice(0, renderedCount) ?? [], [products, renderedCount]);
  if (loading) return <ProductGrid loading />;
  if (!products || products.length === 0) return <EmptyState title={t('empty')} />;
  return (
    <ProductGrid>
      <ProductCards products={rendered} onAdd={onAdd} pinned={pinned} />
    </ProductGrid>
  );
}

function ProductCards({ products, onAdd, pinned = false }: { products: Product[]; onAdd: OnAdd; pinned?: boolean }) {
  const availableOf = useAvailable();
  const cuesOf = useProductCues(pinned);
  const add = useCallback((chosen: Product) => void onAdd?.(chosen, { pinned }), [onAdd, pinned]);
  usePreloadProductChoice(onAdd !== undefined);
  usePrefetchChoices(products, pinned, onAdd !== undefined);
  // Each card follows its own product's add: a tap renders that card, not this list of them.
  return products.map((product) => (
    <MenuProductCard
      key={product.id}
      product={product}
      available={availableOf(product)}
      fallbackImageUrl={DEFAULT_DISH_IMAGE}
      {...cuesOf(product)}
      {...(onAdd ? { onAdd: add } : {})}
    />
  ));
}
