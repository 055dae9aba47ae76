import { ActionIcon, Badge, Card, Loader, Title, UnstyledButton } from '@mantine/core';
import type { Product } from '@platter/contract';
import { IconClock, IconPlus } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../money/use-format-money.ts';
import { DishImage } from '../DishImage/index.ts';
import { AllergenBadges } from './AllergenBadges.tsx';
import classes from './ProductCard.module.css';
import { DeliveryNote, OptionsHint, type ProductCueProps } from './ProductCues.tsx';
import { ProductPrice } from './ProductPrice.tsx';

/** From this many units left down to 1 the card warns "Only n left". */
export const LOW_STOCK_THRESHOLD = 5;

export interface ProductCardProps extends ProductCueProps {
  product: Product;
  /** Units still addable: stock minus what the cart holds; null = unlimited. 0 disables the add button. */
  available: number | null;
  /** Omit to hide the add button (catalogue-only mode). */
  onAdd?: (product: Product) => void;
  /** Shows a spinner in the add button while the product is being added. @default false */
  adding?: boolean;
  /** Called when the guest clicks the card or its name (details, attributes). Without it the card is static. */
  onOpen?: (product: Product) => void;
  /** The restaurant's default image for products without one; without it a dish icon is shown. */
  fallbackImageUrl?: string | null;
  /** Level of the product name's heading, to fit the page outline. @default 3 */
  headingOrder?: 2 | 3 | 4;
}

/**
 * One dish of the menu: picture, name, description, allergens, price and the round add button.
 * Its layout and texts are plain elements styled by the module (the looks of Mantine's Stack, Group
 * and Text): a menu renders many cards, and each Mantine layer costs props, style and class work.
 */
export function ProductCard({
  product,
  available,
  onAdd,
  adding = false,
  onOpen,
  fallbackImageUrl,
  headingOrder = 3,
  deliveryNote = null,
  withOptions = false,
}: ProductCardProps) {
  const { t } = useTranslation('menu');
  const formatMoney = useFormatMoney();
  const soldOut = available === 0;
  const lowStock = available != null && available > 0 && available <= LOW_STOCK_THRESHOLD;
  const happyHour = product.regular_price != null;
  const allergens = product.allergy_info.join(', ');

  const open = onOpen ? () => onOpen(product) : undefined;
  const name = (
    <span className={classes.nameText} dir="auto">
      {product.name}
    </span>
  );
  const add = (event: MouseEvent) => {
    // The card itself opens the details; adding must not do both.
    event.stopPropagation();
    if (!adding) onAdd?.(product);
  };

  return (
    <Card
      withBorder
      radius="lg"
      padding={0}
      className={classes.card}
      mod={{ clickable: Boolean(open), 'sold-out': soldOut }}
      onClick={open}
    >
      <div className={classes.media}>
        <DishImage src={product.image} fallbackSrc={fallbackImageUrl} muted={soldOut} className={classes.image} />
        {happyHour || soldOut ? (
          <div className={classes.mediaBadges}>
            {soldOut ? (
              <Badge color="dark" variant="filled" radius="sm" size="sm">
                {t('product.outOfStock')}
              </Badge>
            ) : null}
            {happyHour ? (
              <Badge color="red" variant="filled" radius="sm" size="sm" leftSection={<IconClock size={12} aria-hidden />}>
                {t('product.happyHour')}
              </Badge>
            ) : null}
          </div>
        ) : null}
      </div>

      <div className={classes.body}>
        <Title order={headingOrder} className={classes.name}>
          {open ? (
            <UnstyledButton
              className={classes.openButton}
              onClick={(event: MouseEvent) => {
                event.stopPropagation();
                open();
              }}
            >
              {name}
            </UnstyledButton>
          ) : (
            name
          )}
        </Title>
        {product.description ? (
          <p className={classes.description} dir="auto">
            {product.description}
          </p>
        ) : null}
        {product.allergy_info.length > 0 ? (
          <AllergenBadges codes={product.allergy_info} label={t('product.allergens', { codes: allergens })} />
        ) : null}
        {deliveryNote ? <DeliveryNote note={deliveryNote} /> : null}

        <div className={classes.footer}>
          <div className={classes.priceColumn}>
            <ProductPrice product={product} from={withOptions} />
            {withOptions ? <OptionsHint /> : null}
            {product.depot ? <p className={classes.deposit}>{t('product.deposit', { price: formatMoney(product.depot.price) })}</p> : null}
            {lowStock ? <p className={classes.lowStock}>{t('product.onlyLeft', { count: available })}</p> : null}
          </div>
          {onAdd ? (
            <ActionIcon
              size={40}
              radius="xl"
              variant="filled"
              aria-label={t('product.add', { name: product.name })}
              disabled={soldOut}
              // Not Mantine's loading, which disables the button: a keyboard guest's focus would
              // fall to the top of the page. The button stays focused and takes no second add.
              aria-disabled={adding || undefined}
              aria-busy={adding || undefined}
              data-adding={adding || undefined}
              onClick={add}
              className={classes.add}
            >
              {adding ? <Loader size={18} color="currentColor" aria-hidden /> : <IconPlus size={20} stroke={2.5} aria-hidden />}
            </ActionIcon>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
