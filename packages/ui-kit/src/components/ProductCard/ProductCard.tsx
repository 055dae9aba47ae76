import { ActionIcon, Badge, Card, Group, Loader, Stack, Text, Title, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { Product } from '@platter/contract';
import { IconClock, IconPlus } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../money/use-format-money.ts';
import { DishImage } from '../DishImage/index.ts';
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

/** One dish of the menu: picture, name, description, allergens, price and the round add button. */
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
          <Group gap={6} className={classes.mediaBadges}>
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
          </Group>
        ) : null}
      </div>

      <Stack gap={6} className={classes.body}>
        <Title order={headingOrder} className={classes.name}>
          {open ? (
            <UnstyledButton
              className={classes.openButton}
              onClick={(event: MouseEvent) => {
                event.stopPropagation();
                open();
              }}
            >
              <span className={classes.nameText}>{product.name}</span>
            </UnstyledButton>
          ) : (
            <span className={classes.nameText}>{product.name}</span>
          )}
        </Title>
        {product.description ? (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {product.description}
          </Text>
        ) : null}
        {product.allergy_info.length > 0 ? (
          <Tooltip label={t('product.allergens', { codes: allergens })} withArrow events={{ hover: true, focus: false, touch: true }}>
            <Group gap={4} className={classes.allergens}>
              <VisuallyHidden>{t('product.allergens', { codes: allergens })}</VisuallyHidden>
              {product.allergy_info.map((code) => (
                <Badge key={code} size="xs" variant="default" radius="sm" aria-hidden className={classes.allergen}>
                  {code}
                </Badge>
              ))}
            </Group>
          </Tooltip>
        ) : null}
        {deliveryNote ? <DeliveryNote note={deliveryNote} /> : null}

        <Group justify="space-between" align="flex-end" wrap="nowrap" gap="sm" className={classes.footer}>
          <Stack gap={2}>
            <ProductPrice product={product} from={withOptions} />
            {withOptions ? <OptionsHint /> : null}
            {product.depot ? (
              <Text size="xs" c="dimmed">
                {t('product.deposit', { price: formatMoney(product.depot.price) })}
              </Text>
            ) : null}
            {lowStock ? (
              <Text size="xs" fw={600} className={classes.lowStock}>
                {t('product.onlyLeft', { count: available })}
              </Text>
            ) : null}
          </Stack>
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
        </Group>
      </Stack>
    </Card>
  );
}
