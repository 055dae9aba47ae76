import type { Product } from '@platter/contract';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../money/use-format-money.ts';
import classes from './ProductCard.module.css';

export interface ProductPriceProps {
  product: Pick<Product, 'price' | 'regular_price' | 'min_price'>;
  /** @default 'md' */
  size?: 'sm' | 'md';
  /** The price depends on choices the guest must make: "from" the price even without a `min_price`. @default false */
  from?: boolean;
}

/**
 * A product's price as the guest should read it: "from 34,90 €" when the price depends on the
 * choices (`min_price`, or `from` for required choices), the happy-hour price next to the struck-through regular one, or the price.
 */
export function ProductPrice({ product, size = 'md', from = false }: ProductPriceProps) {
  const { t } = useTranslation('menu');
  const formatMoney = useFormatMoney();
  if (product.min_price != null || (from && product.regular_price == null)) {
    return (
      <span className={classes.price} data-size={size}>
        {t('product.from', { price: formatMoney(product.min_price ?? product.price) })}
      </span>
    );
  }
  if (product.regular_price != null) {
    return (
      <span className={classes.happyPrices}>
        <span className={`${classes.price} ${classes.happyPrice}`} data-size={size}>
          {formatMoney(product.price)}
        </span>
        <s className={classes.regularPrice} data-size={size}>
          <span className={classes.visuallyHidden}>{t('product.regularPrice')}: </span>
          {formatMoney(product.regular_price)}
        </s>
      </span>
    );
  }
  return (
    <span className={classes.price} data-size={size}>
      {formatMoney(product.price)}
    </span>
  );
}
