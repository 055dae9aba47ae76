import { Group, ThemeIcon, Title } from '@mantine/core';
import { IconFlame } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './SpecialOfferHeading.module.css';

export interface SpecialOfferHeadingProps {
  /** The restaurant's `pinned_products_label`. @default "Special Offer" (translated) when null or blank */
  label?: string | null;
  /** Heading level. @default 2 */
  order?: 2 | 3;
}

/** The heading above the pinned (special-offer) products. */
export function SpecialOfferHeading({ label, order = 2 }: SpecialOfferHeadingProps) {
  const { t } = useTranslation('menu');
  return (
    <Group gap="sm" wrap="nowrap">
      <ThemeIcon size={40} radius="xl" variant="light" className={classes.icon}>
        <IconFlame size={22} aria-hidden />
      </ThemeIcon>
      <Title order={order} className={classes.title}>
        {label?.trim() || t('specialOffer')}
      </Title>
    </Group>
  );
}
