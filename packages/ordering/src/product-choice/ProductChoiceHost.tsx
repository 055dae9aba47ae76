import {
  addPackageProduct,
  attributeGroupCap,
  canAdd,
  checkAttributeSelection,
  decreaseAttributeItem,
  increaseAttributeItem,
  nextPackageStep,
  packageStepCap,
  previousPackageStep,
  remainingForMinimum,
  removePackageProduct,
  selectedCount,
  selectStockLines,
  stepUnits,
  stockLeft,
  toggleAttributeItem,
} from '@platter/basket-core';
import { useBasketStore } from '@platter/basket-core/react';
import type { AttributeGroup } from '@platter/contract';
import { AttributePanel, PackageWizard } from '@platter/ui-kit';
import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { useDescribeError } from '../errors.ts';
import { type Choice, choiceStore, type Selection } from './choice-store.ts';
import { useAfterAdd } from './use-after-add.ts';

// The type switch and the persons dialog bring the time rules (luxon) and the date inputs: loaded
// when one of them opens, so the chunk the menu preloads for the panel evaluates without them.
const DeliveryTypeChoice = lazy(() => import('./DeliveryTypeChoice.tsx').then((module) => ({ default: module.DeliveryTypeChoice })));
const PersonsChoice = lazy(() => import('./PersonsChoice.tsx').then((module) => ({ default: module.PersonsChoice })));

/** The attributes / extras panel and the package wizard, for whichever product is being configured. */
export function ProductChoiceHost() {
  const current = useStore(choiceStore, (state) => state.choice);
  // A panel opens from a deferred copy of the choice: the tap that opens it paints first (its
  // button's spinner), and the panel's first render (a dialog of Mantine inputs) follows in slices
  // instead of holding that paint (issue 18, INP). Changes inside an open panel, and closing it,
  // render at once.
  const opening = useDeferredValue(current, null);
  const choice = opening === null ? null : current;
  useEffect(() => {
    // The add button that opened this stays busy until it shows (useAddFlow).
    if (choice && choiceStore.getState().busyProductId === choice.product.id) choiceStore.setState({ busyProductId: null });
  }, [choice]);
  const adding = useStore(choiceStore, (state) => state.adding);
  const error = useStore(choiceStore, (state) => state.error);
  if (!choice) return null;
  switch (choice.kind) {
    case 'delivery-type':
      return (
        <Suspense fallback={null}>
          <DeliveryTypeChoice choice={choice} />
        </Suspense>
      );
    case 'persons':
      return (
        <Suspense fallback={null}>
          <PersonsChoice choice={choice} adding={adding} error={error} />
        </Suspense>
      );
    case 'attributes':
      return <AttributeChoice choice={choice} adding={adding} error={error} />;
    case 'package':
      return <PackageChoice choice={choice} adding={adding} error={error} />;
  }
}

function close() {
  choiceStore.setState({ choice: null, error: null, adding: false, personErrors: [] });
}

function update(change: (choice: Choice) => Choice) {
  const { choice } = choiceStore.getState();
  if (choice) choiceStore.setState({ choice: change(choice), error: null });
}

function useAddChosen() {
  const describeError = useDescribeError();
  const afterAdd = useAfterAdd();
  return async (run: () => Promise<unknown>) => {
    choiceStore.setState({ adding: true, error: null });
    try {
      await run();
      close();
      afterAdd();
    } catch (failure) {
      choiceStore.setState({ adding: false, error: describeError(failure) });
    }
  };
}

function surchargeOf(groups: ReadonlyArray<AttributeGroup>, selection: Selection): number {
  let total = 0;
  for (const group of groups) {
    for (const item of group.items) total += (selection[group.id]?.[item.id] ?? 0) * item.pivot.price;
  }
  return total;
}

function AttributeChoice({
  choice,
  adding,
  error,
}: {
  choice: Extract<Choice, { kind: 'attributes' }>;
  adding: boolean;
  error: string | null;
}) {
  const { t } = useTranslation('ordering');
  const basketStore = useBasketStore();
  const addChosen = useAddChosen();
  const { product, groups, selection, quantity, extraInfo } = choice;
  const groupOf = (groupId: number) => groups.find((group) => group.id === groupId);
  const left = stockLeft(product, selectStockLines(basketStore.getState()));

  const change = (groupId: number, run: (group: AttributeGroup) => ReturnType<typeof toggleAttributeItem> | Selection) => {
    const group = groupOf(groupId);
    if (!group) return;
    const result = run(group);
    if ('ok' in result) {
      if (result.ok) update((current) => ({ ...current, selection: result.value }));
      else
        choiceStore.setState({
          error: t('choice.maximumReached', { max: result.reason.code === 'maximum_reached' ? result.reason.max : 0 }),
        });
    } else update((current) => ({ ...current, selection: result }));
  };

  const remaining = Object.fromEntries(groups.map((group) => [group.id, remainingForMinimum(group, selection)]));
  // A single-select group is never "full": choosing another item replaces the chosen one.
  const capped = Object.fromEntries(
    groups.map((group) => [group.id, group.is_multi_select && selectedCount(selection, group.id) >= attributeGroupCap(group)]),
  );
  const unitPrice = product.price + surchargeOf(groups, selection);

  return (
    <AttributePanel
      opened
      onClose={close}
      product={product}
      groups={[...groups]}
      selection={selection}
      remaining={remaining}
      capped={capped}
      onToggle={(groupId, itemId) => change(groupId, (group) => toggleAttributeItem(group, selection, itemId))}
      onIncrease={(groupId, itemId) => change(groupId, (group) => increaseAttributeItem(group, selection, itemId))}
      onDecrease={(groupId, itemId) => change(groupId, (group) => decreaseAttributeItem(group, selection, itemId))}
      quantity={quantity}
      // With persons (event mode) the quantity is theirs: the panel shows it and does not change it.
      onQuantityChange={(next) =>
        extraInfo?.itemDetails ? undefined : update((current) => ({ ...current, quantity: Math.max(1, Math.min(next, left)) }))
      }
      maxQuantity={extraInfo?.itemDetails ? quantity : Number.isFinite(left) ? left : null}
      total={unitPrice * quantity}
      canAdd={canAdd(groups, selection)}
      adding={adding}
      error={error}
      onAdd={() => {
        const items = checkAttributeSelection(groups, selection);
        if (!items.ok) return;
        void addChosen(() =>
          basketStore.getState().add({ productId: product.id, quantity, attributeItems: items.value, ...(extraInfo ? { extraInfo } : {}) }),
        );
      }}
    />
  );
}

function PackageChoice({ choice, adding, error }: { choice: Extract<Choice, { kind: 'package' }>; adding: boolean; error: string | null }) {
  const { t } = useTranslation('ordering');
  const basketStore = useBasketStore();
  const addChosen = useAddChosen();
  const { product, steps, selection, index, extraInfo } = choice;
  const step = steps[index];
  const stepOf = (stepId: number) => steps.find((each) => each.id === stepId);

  return (
    <PackageWizard
      opened
      onClose={close}
      product={product}
      steps={[...steps]}
      index={index}
      selection={selection}
      capped={step ? stepUnits(selection, step.id) >= packageStepCap(step) : false}
      stepError={error}
      adding={adding}
      onAddProduct={(stepId, productId) => {
        const target = stepOf(stepId);
        if (!target) return;
        const result = addPackageProduct(target, selection, productId);
        if (result.ok) update((current) => ({ ...current, selection: result.value }));
      }}
      onRemoveProduct={(stepId, productId) => {
        const target = stepOf(stepId);
        if (target) update((current) => ({ ...current, selection: removePackageProduct(target, selection, productId) }));
      }}
      onBack={() => update((current) => (current.kind === 'package' ? { ...current, index: previousPackageStep(index) } : current))}
      onNext={() => {
        const next = nextPackageStep(steps, index, selection);
        if (!next.ok) {
          const reason = next.reason;
          choiceStore.setState({
            error:
              reason.code === 'minimum_product_selection'
                ? t('choice.minimumProductSelection', { count: reason.min })
                : t('choice.maximumReached', { max: reason.code === 'maximum_reached' ? reason.max : 0 }),
          });
          return;
        }
        if (next.value.kind === 'step') {
          const nextIndex = next.value.index;
          update((current) => (current.kind === 'package' ? { ...current, index: nextIndex } : current));
          return;
        }
        const productItems = next.value.productItems;
        void addChosen(() =>
          basketStore.getState().addPackage({ productId: product.id, quantity: 1, productItems, ...(extraInfo ? { extraInfo } : {}) }),
        );
      }}
    />
  );
}
