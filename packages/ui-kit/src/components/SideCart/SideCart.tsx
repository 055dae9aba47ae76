import { Badge, Button, Drawer, Group, SimpleGrid, Text } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../money/use-format-money.ts';
import { EmptyState } from '../EmptyState/index.ts';
import classes from './SideCart.module.css';

export interface SideCartProps {
  opened: boolean;
  onClose: () => void;
  /** Number of items in the basket; 0 shows the empty state instead of lines and footer. */
  itemCount: number;
  /** The basket's total in major units, shown in the footer. */
  total: number;
  /** The lines, as CartLine `variant="compact"`. */
  children?: ReactNode;
  onViewCart: () => void;
  onCheckout: () => void;
  /** Disables "Checkout", e.g. while the basket is changing. @default false */
  checkoutDisabled?: boolean;
  /** Above the lines, e.g. the delivery bar with its type switch, so the way of the order is set here. */
  delivery?: ReactNode;
}

/**
 * The basket drawer the header's basket button opens (spec §2 "Overlays"). It slides in from the
 * inline end: Mantine's `right` drawer is mirrored in right-to-left languages.
 */
export function SideCart({
  opened,
  onClose,
  itemCount,
  total,
  children,
  onViewCart,
  onCheckout,
  checkoutDisabled = false,
  delivery = null,
}: SideCartProps) {
  const { t } = useTranslation('cart');
  const formatMoney = useFormatMoney();
  const empty = itemCount === 0;
  return (
    <Drawer.Root
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      // Through the root: a className on Drawer.Content would also land on the positioning wrapper.
      classNames={{ content: classes.content, header: classes.header, body: classes.body }}
    >
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header>
          <Group gap="sm">
            <Drawer.Title fw={700} fz="lg">
              {t('sideCart.title')}
            </Drawer.Title>
            {empty ? null : (
              <Badge variant="light" radius="xl" tt="none">
                {t('table.itemCount', { count: itemCount })}
              </Badge>
            )}
          </Group>
          <Drawer.CloseButton aria-label={t('sideCart.close')} size="lg" />
        </Drawer.Header>
        <Drawer.Body>
          {empty ? (
            <EmptyState
              icon={<IconShoppingBag size={34} aria-hidden />}
              title={t('sideCart.empty')}
              description={t('sideCart.emptyHint')}
              action={
                <Button variant="light" onClick={onClose}>
                  {t('sideCart.browse')}
                </Button>
              }
            />
          ) : (
            <>
              {delivery ? <div className={classes.delivery}>{delivery}</div> : null}
              <div className={classes.rows}>{children}</div>
            </>
          )}
        </Drawer.Body>
        {empty ? null : (
          <div className={classes.footer}>
            <Group justify="space-between" mb="sm">
              <Text fw={600}>{t('sideCart.total')}</Text>
              <Text fw={700} fz="lg" className={classes.total}>
                {formatMoney(total)}
              </Text>
            </Group>
            <SimpleGrid cols={2} spacing="sm">
              <Button variant="default" size="md" px="xs" onClick={onViewCart}>
                {t('sideCart.viewCart')}
              </Button>
              <Button size="md" px="xs" onClick={onCheckout} disabled={checkoutDisabled}>
                {t('sideCart.checkout')}
              </Button>
            </SimpleGrid>
          </div>
        )}
      </Drawer.Content>
    </Drawer.Root>
  );
}
