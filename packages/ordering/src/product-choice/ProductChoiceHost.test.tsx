import type { Product } from '@platter/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { product, renderOrderingApp, SIZE_GROUP } from '../testing/index.ts';
import { type Choice, choiceStore } from './choice-store.ts';
import { ProductChoiceHost } from './ProductChoiceHost.tsx';
import { useAddProduct } from './use-add-product.ts';

const SIZE = SIZE_GROUP;
const margherita = product(11, 'Pizza Margherita', { choices: 'required' });
const attributesOf = () => [{ product_id: margherita.id, groups: [SIZE] }];
const sizeChoice: Choice = { kind: 'attributes', product: margherita, groups: [SIZE], selection: {}, quantity: 1 };

let lastAdd: Promise<void> | undefined;

/** The add flow's entry, as a menu card's "+" calls it. */
function AddButton({ chosen }: { chosen: Product }) {
  const add = useAddProduct();
  return (
    <button
      type="button"
      onClick={() => {
        lastAdd = add(chosen);
      }}
    >
      Add
    </button>
  );
}

// React renders a store change's urgent work in a microtask; a deferred render waits for a task.
async function afterMicrotasks() {
  for (let turn = 0; turn < 10; turn += 1) await new Promise<void>((resolve) => queueMicrotask(resolve));
}

// Outside act(), as in a browser: act() would run the deferred render before it returns.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const actBefore = actEnvironment.IS_REACT_ACT_ENVIRONMENT;

describe('the product choice panel (issue 18, INP)', () => {
  afterEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = actBefore;
  });

  it('opens in a render after the change that asks for it, and follows changes inside it at once', async () => {
    const { i18n } = renderOrderingApp({ routes: [{ path: '/', element: <ProductChoiceHost /> }] });
    // Once opened and closed, so that its texts are loaded and nothing else holds it back. Inside
    // act(), which also runs the deferred render of the close: pending, it would still hold this
    // choice, and the same choice set again would then render at once.
    await act(async () => choiceStore.setState({ choice: sizeChoice }));
    await screen.findByRole('dialog', { name: /Pizza Margherita/ });
    await act(async () => choiceStore.setState({ choice: null }));
    expect(screen.queryByRole('dialog')).toBeNull();
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;

    // Whether the panel rendered is read from the texts it translates.
    const translate = vi.spyOn(i18n, 't');
    choiceStore.setState({ choice: sizeChoice });
    await afterMicrotasks();
    // The tap that opens it can paint before the panel's first render.
    expect(translate).not.toHaveBeenCalled();
    const panel = await screen.findByRole('dialog', { name: /Pizza Margherita/ });
    expect(translate).toHaveBeenCalled();
    expect(within(panel).getByRole('radio', { name: /Large/ })).toHaveProperty('checked', false);

    translate.mockClear();
    choiceStore.setState({ choice: { ...sizeChoice, selection: { [SIZE.id]: { 102: 1 } } } });
    await afterMicrotasks();
    expect(translate).toHaveBeenCalled();
    expect(within(panel).getByRole('radio', { name: /Large/ })).toHaveProperty('checked', true);
  });

  it('leaves the add button busy until the panel it opens shows, so the tap has an answer at once', async () => {
    renderOrderingApp({
      routes: [
        {
          path: '/',
          element: (
            <>
              <AddButton chosen={margherita} />
              <ProductChoiceHost />
            </>
          ),
        },
      ],
      api: { routes: { 'restaurant/category-attributes-items': attributesOf } },
    });
    const button = await screen.findByRole('button', { name: 'Add' });
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    button.click();
    expect(choiceStore.getState().busyProductId).toBe(margherita.id);
    await lastAdd;
    // The flow is done and the panel chosen, but not yet rendered: the button is still the answer.
    expect(choiceStore.getState().choice?.product.id).toBe(margherita.id);
    expect(choiceStore.getState().busyProductId).toBe(margherita.id);
    await screen.findByRole('dialog', { name: /Pizza Margherita/ });
    await waitFor(() => expect(choiceStore.getState().busyProductId).toBeNull());
  });
});
