import { lineExtraInfoOf, linePersons, selectCanIncrease, selectLineFlags, selectLines } from '@platter/basket-core';
import { useBasket, useBasketStore } from '@platter/basket-core/react';
import type { BasketProduct } from '@platter/contract';
import { CartLine } from '@platter/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderingConfig } from '../config.tsx';
import { useDescribeError } from '../errors.ts';
import { notifyError } from '../notify.ts';

export interface CartLinesProps {
  variant: 'table' | 'compact';
  /** Item comments (deployment switch), with their maximum length. */
  comments?: { maxLength: number } | null;
}

function commentOf(line: BasketProduct): string {
  return lineExtraInfoOf(line).comment ?? '';
}

/**
 * The basket's rows wired to the store: quantity, removal and (one at a time) the comment editor;
 * in event mode each line's persons, one removable at a time, and the quantity read-only.
 */
export function CartLines({ variant, comments = null }: CartLinesProps) {
  const lines = useBasket(selectLines);
  const store = useBasketStore();
  const state = useBasket((value) => value);
  const describeError = useDescribeError();
  const { t } = useTranslation('ordering');
  const { eventMode } = useOrderingConfig();
  const [openComment, setOpenComment] = useState<number | null>(null);
  const [removing, setRemoving] = useState<{ line: number; index: number } | null>(null);

  const removePerson = (line: BasketProduct, index: number, name: string) => {
    setRemoving({ line: line.basketProductId, index });
    void store
      .getState()
      .removePerson(line.basketProductId, index)
      .catch((error: unknown) => notifyError(`${t('persons.removePersonFailed', { name })} ${describeError(error)}`))
      .finally(() => setRemoving(null));
  };
  const run = (action: () => Promise<unknown>) => void action().catch((error: unknown) => notifyError(describeError(error)));

  function personsOf(line: BasketProduct) {
    const list = linePersons(line);
    return {
      list,
      removing: removing?.line === line.basketProductId ? removing.index : null,
      onRemove: (index: number) => removePerson(line, index, list[index]?.fullName ?? line.name),
    };
  }

  return lines.map((line) => (
    <CartLine
      key={line.basketProductId}
      line={line}
      variant={variant}
      flags={selectLineFlags(state, line.basketProductId)}
      canIncrease={selectCanIncrease(state, line.basketProductId)}
      onIncrease={() => run(() => store.getState().increase(line.basketProductId))}
      onDecrease={() => run(() => store.getState().decrease(line.basketProductId))}
      onRemove={() => run(() => store.getState().removeLine(line.basketProductId))}
      {...(eventMode ? { mode: 'event' as const, persons: personsOf(line) } : {})}
      {...(comments
        ? {
            comment: {
              value: commentOf(line),
              open: openComment === line.basketProductId,
              maxLength: comments.maxLength,
              // Opening another editor blurs this one first, which saves it (spec §2).
              onOpen: () => setOpenComment(line.basketProductId),
              onSave: (text: string) => {
                setOpenComment((current) => (current === line.basketProductId ? null : current));
                if (text === commentOf(line)) return;
                void store
                  .getState()
                  .saveComment(line.basketProductId, text)
                  .catch(() => notifyError(t('local.itemCommentSaveFailed', { name: line.name })));
              },
            },
          }
        : {})}
    />
  ));
}
