import { Button, Modal, Stack, Text } from '@mantine/core';
import { useBasketStore, useDeliveryStore } from '@platter/basket-core/react';
import type { DeliveryTypeName } from '@platter/contract';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { timeForType } from '../delivery/delivery.ts';
import { useNotifyDeliveryChange } from '../delivery/delivery-change-notice.ts';
import { useDeliveryWays } from '../delivery/delivery-ways.ts';
import { useDeliverySelection } from '../delivery/use-delivery-selection.ts';
import { useDescribeError } from '../errors.ts';
import { useRestaurantInfo } from '../services/context.tsx';
import { type Choice, choiceStore } from './choice-store.ts';
import { useAddProduct } from './use-add-product.ts';

/**
 * Asked before adding a product the chosen delivery type does not allow (issue 16): switch to a
 * type it allows and add it (saying what the switch took out of the basket), or keep the type
 * and add nothing.
 */
export function DeliveryTypeChoice({ choice }: { choice: Extract<Choice, { kind: 'delivery-type' }> }) {
  const { t } = useTranslation(['ordering', 'menu', 'product']);
  const ways = useDeliveryWays();
  const deliveryStore = useDeliveryStore();
  const basketStore = useBasketStore();
  const info = useRestaurantInfo();
  const selection = useDeliverySelection();
  const notifyDeliveryChange = useNotifyDeliveryChange();
  const describeError = useDescribeError();
  const add = useAddProduct();
  const [switching, setSwitching] = useState<DeliveryTypeName | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { product, current, allowed, pinned } = choice;
  const close = () => choiceStore.setState({ choice: null, error: null });

  async function switchTo(type: DeliveryTypeName) {
    setSwitching(type);
    setError(null);
    try {
      // As the delivery bar's switch does: the type with a time it allows (the chosen one where it
      // can, else its earliest), so the basket is ready for checkout.
      const time = timeForType(info, type, selection.time, new Date());
      await basketStore.getState().ensure();
      notifyDeliveryChange(
        ...(time ? await deliveryStore.getState().choose(type, time) : [await deliveryStore.getState().changeType(type)]),
      );
      close();
      await add(product, { pinned });
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setSwitching(null);
    }
  }

  return (
    <Modal
      opened
      onClose={close}
      centered
      size="sm"
      radius="lg"
      title={t('ordering:deliveryLimit.title', { type: t(`menu:ways.${current}`) })}
      closeButtonProps={{ 'aria-label': t('product:confirm.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        {/* The product's name is restaurant text in any script: isolated, so it keeps its place right to left too. */}
        <Text>
          <Trans
            t={t}
            i18nKey="ordering:deliveryLimit.message"
            values={{ name: product.name, ways: ways(allowed) }}
            components={{ bdi: <bdi /> }}
          />
        </Text>
        {error ? (
          <Text c="red.8" size="sm" role="alert">
            {error}
          </Text>
        ) : null}
        <Stack gap="xs">
          {allowed.map((type, index) => (
            <Button
              key={type}
              radius="xl"
              variant={index === 0 ? 'filled' : 'light'}
              loading={switching === type}
              disabled={switching !== null && switching !== type}
              onClick={() => void switchTo(type)}
              {...(index === 0 ? { 'data-autofocus': true } : {})}
            >
              {t('ordering:deliveryLimit.switchTo', { type: t(`ordering:delivery.types.${type}`), way: t(`menu:ways.${type}`) })}
            </Button>
          ))}
          <Button radius="xl" variant="default" onClick={close} disabled={switching !== null}>
            {t('ordering:deliveryLimit.keep', { type: t(`menu:ways.${current}`) })}
          </Button>
        </Stack>
      </Stack>
    </Modal>
  );
}
