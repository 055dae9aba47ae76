import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './ProductCard.module.css';

/** What a product tells before the guest taps "+" (issue 16 items 1 and 7), on a menu card and a strip tile alike. */
export interface ProductCueProps {
  /** Which delivery types alone the product is for ("Only for pickup and eat-in"); null when it is for all. */
  deliveryNote?: string | null;
  /** The product asks for choices before it goes in (required attribute groups, a package): "from" the price and "With options". @default false */
  withOptions?: boolean;
}

/** "Only for pickup and eat-in", with its info icon. */
export function DeliveryNote({ note }: { note: string }) {
  return (
    <div className={classes.deliveryNote}>
      <IconInfoCircle size={14} aria-hidden />
      <span className={classes.cueText}>{note}</span>
    </div>
  );
}

/** "With options", under a price that reads "from". */
export function OptionsHint() {
  const { t } = useTranslation('menu');
  return <p className={classes.optionsHint}>{t('product.withOptions')}</p>;
}
