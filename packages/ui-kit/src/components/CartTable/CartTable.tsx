import { Badge, Box, Group, Paper, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import grid from '../../styles/cart-grid.module.css';
import classes from './CartTable.module.css';

export interface CartTableProps {
  /** Number of items in the basket, shown in the badge next to "My Cart". */
  itemCount: number;
  /** The lines: CartLine `variant="table"` on desktop, `variant="compact"` on phones. */
  children: ReactNode;
  /**
   * `event`: the event shop's cart (spec §2 "Cart screen, event mode"): titled "Shopping Cart", with
   * the columns Product, QTY and Price. Give the lines the same mode. @default 'normal'
   */
  mode?: 'normal' | 'event';
}

/**
 * The frame of the desktop cart (spec §2 "Cart screen, normal mode"): "My Cart" with the item
 * count, the column headings (from the sm breakpoint up), then the lines; a line's comment stands
 * under its product rather than in a column of its own. In event mode "Shopping
 * Cart" with Product, QTY and Price.
 */
export function CartTable({ itemCount, children, mode = 'normal' }: CartTableProps) {
  const { t } = useTranslation('cart');
  const titleId = useId();
  const event = mode === 'event';
  return (
    <Paper component="section" withBorder radius="lg" className={classes.root} aria-labelledby={titleId}>
      <Group gap="sm" mb="sm">
        <Title order={2} size="h3" id={titleId}>
          {event ? t('table.eventTitle') : t('table.title')}
        </Title>
        <Badge variant="light" size="lg" radius="xl" tt="none">
          {t('table.itemCount', { count: itemCount })}
        </Badge>
      </Group>
      {/* Each row names its own cells for screen readers, so the headings are visual only. */}
      {event ? (
        <Box visibleFrom="sm" className={`${grid.grid} ${classes.head}`} data-mode="event" aria-hidden="true">
          <span>{t('table.product')}</span>
          <span className={grid.center}>{t('table.quantity')}</span>
          <span className={grid.end}>{t('table.price')}</span>
        </Box>
      ) : (
        <Box visibleFrom="sm" className={`${grid.grid} ${classes.head}`} aria-hidden="true">
          <span>{t('table.product')}</span>
          <span className={grid.end}>{t('table.price')}</span>
          <span className={grid.center}>{t('table.quantity')}</span>
          <span className={grid.end}>{t('table.total')}</span>
        </Box>
      )}
      <div className={classes.rows}>{children}</div>
    </Paper>
  );
}
