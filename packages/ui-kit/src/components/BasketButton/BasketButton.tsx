import { ActionIcon, Indicator } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BasketIcon } from '../../icons/index.tsx';

export interface BasketButtonProps {
  /** Number of items in the basket; the badge hides at 0. */
  count: number;
  onClick?: () => void;
  /** Shows a spinner while the basket loads. @default false */
  loading?: boolean;
}

/** The header's basket button with its item count (spec §2 "Menu screen"). */
export function BasketButton({ count, onClick, loading = false }: BasketButtonProps) {
  const { t } = useTranslation('common');
  return (
    <Indicator label={count} size={18} offset={4} disabled={count === 0} inline withBorder>
      <ActionIcon
        variant="light"
        size="lg"
        radius="xl"
        onClick={onClick}
        loading={loading}
        aria-label={`${t('basket.open')}, ${t('basket.count', { count })}`}
      >
        <BasketIcon />
      </ActionIcon>
    </Indicator>
  );
}
