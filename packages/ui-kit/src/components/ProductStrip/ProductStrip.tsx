import { ActionIcon, Loader, Stack, Text, Title } from '@mantine/core';
import type { Product } from '@platter/contract';
import { IconPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DishImage } from '../DishImage/index.ts';
import { DeliveryNote, OptionsHint, type ProductCueProps, ProductPrice } from '../ProductCard/index.ts';
import classes from './ProductStrip.module.css';

export interface ProductStripProps {
  /** Heading of the strip ("Most popular", "Something to go with it?"). */
  title: string;
  /** Nothing is rendered when empty. */
  products: Product[];
  /** Omit to hide the add buttons (catalogue-only mode). A product with stock 0 cannot be added. */
  onAdd?: (product: Product) => void;
  /** The product being added, whose button shows a spinner. */
  addingId?: number | null;
  /**
   * Units of a product still addable: its stock minus what the cart holds (spec §5); 0 disables
   * its button, null is unlimited.
   * @default the product's stock
   */
  availableOf?: (product: Product) => number | null;
  /** The restaurant's default image for products without one; without it a dish icon is shown. */
  fallbackImageUrl?: string | null;
  /** Level of the title's heading. @default 2 */
  headingOrder?: 2 | 3 | 4;
  /** The cues a menu card gives of a product (its delivery types, required choices). @default none */
  cuesOf?: (product: Product) => ProductCueProps;
}

const NO_CUES = (): ProductCueProps => ({});

/** A sideways-scrolling row of compact product tiles: "Most popular" on the menu, extras in the cart. */
export function ProductStrip({
  title,
  products,
  onAdd,
  addingId = null,
  availableOf = (product) => product.stock ?? null,
  fallbackImageUrl,
  headingOrder = 2,
  cuesOf = NO_CUES,
}: ProductStripProps) {
  const { t } = useTranslation('menu');
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId} className={classes.root}>
      <Title order={headingOrder} id={headingId} className={classes.title}>
        {title}
      </Title>
      <ul className={classes.row}>
        {products.map((product) => {
          const soldOut = availableOf(product) === 0;
          const { deliveryNote = null, withOptions = false } = cuesOf(product);
          return (
            <li key={product.id} className={classes.tile}>
              <DishImage src={product.image} fallbackSrc={fallbackImageUrl} muted={soldOut} iconSize={28} className={classes.image} />
              <Stack gap={4} className={classes.body}>
                <Text size="sm" fw={600} lineClamp={2} className={classes.name}>
                  <span dir="auto">{product.name}</span>
                </Text>
                {deliveryNote ? <DeliveryNote note={deliveryNote} /> : null}
                <div className={classes.footer}>
                  {soldOut ? (
                    <Text size="xs" fw={600} c="dimmed">
                      {t('product.outOfStock')}
                    </Text>
                  ) : (
                    <Stack gap={0}>
                      <ProductPrice product={product} size="sm" from={withOptions} />
                      {withOptions ? <OptionsHint /> : null}
                    </Stack>
                  )}
                  {onAdd ? (
                    <ActionIcon
                      size={40}
                      radius="xl"
                      variant="light"
                      aria-label={t('product.add', { name: product.name })}
                      disabled={soldOut}
                      // Not Mantine's loading, which disables the button and drops a keyboard
                      // guest's focus to the top of the page; a second press is ignored instead.
                      aria-disabled={addingId === product.id || undefined}
                      aria-busy={addingId === product.id || undefined}
                      onClick={() => {
                        if (addingId !== product.id) onAdd(product);
                      }}
                      className={classes.add}
                    >
                      {addingId === product.id ? (
                        <Loader size={16} color="currentColor" aria-hidden />
                      ) : (
                        <IconPlus size={18} stroke={2.5} aria-hidden />
                      )}
                    </ActionIcon>
                  ) : null}
                </div>
              </Stack>
            </li>
          );
        })}
      </ul>
    </Stack>
  );
}
