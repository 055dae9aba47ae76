import { notificationsStore } from '@mantine/notifications';
import type { AttributeGroup, AttributeItem, Basket, PackageStep, Product } from '@platter/contract';
import type { Language } from '@platter/i18n';
import { overlayStore } from '@platter/ordering';
import {
  basket,
  basketLine,
  category,
  product,
  rememberBasket,
  restoreWindowWidth,
  SIZE_GROUP,
  setWindowWidth,
} from '@platter/ordering/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';

const item = (id: number, name: string, price = 0): AttributeItem => ({ id, name, image: null, pivot: { id: id + 1000, price } });

const SIZE = SIZE_GROUP;
const TOPPINGS: AttributeGroup = {
  id: 2,
  name: 'Toppings',
  minimum_value: 2,
  maximum_value: 3,
  is_multi_select: true,
  items: [item(201, 'Olives', 0.5), item(202, 'Mushrooms', 1), item(203, 'Ham', 1.5)],
};

const packageProduct = (id: number, name: string): PackageStep['product'][number] => ({
  id,
  name,
  description: null,
  image: null,
  price: 0,
  stock: null,
  depot: null,
  allergy_info: [],
});
const MAIN: PackageStep = {
  id: 7,
  name: 'Main',
  question: 'Which burger would you like?',
  min: 1,
  max: 1,
  product: [packageProduct(501, 'Cheeseburger'), packageProduct(502, 'Veggie burger')],
};
const SIDES: PackageStep = {
  id: 8,
  name: 'Sides',
  question: null,
  min: 2,
  max: 2,
  product: [packageProduct(511, 'Fries'), packageProduct(512, 'Salad')],
};

const margherita = product(11, 'Pizza Margherita', { choices: 'required' });
const tonno = product(12, 'Pizza Tonno', { price: 11 });
const lunchMenu = product(30, 'Lunch menu', { is_package: true, price: 14.5 });
const kidsMenu = product(31, 'Kids menu', { is_package: true, price: 6 });

interface SentCall {
  path: string;
  body: Record<string, unknown>;
}

/**
 * A basket server in memory: create, add and add-product-package-items put a line in the basket
 * that `basket` then returns; every change's body is kept in `sent`.
 */
function basketServer(catalogue: Product[], start: Basket | null = null) {
  let current = start;
  const sent: SentCall[] = [];
  const addLine = async (path: string, request: Request) => {
    const body = (await request.json()) as Record<string, unknown> & { productId: number; quantity: number };
    sent.push({ path, body });
    const chosen = catalogue.find((each) => each.id === body.productId);
    const lines = current?.products ?? [];
    const price = chosen?.price ?? 0;
    const line = basketLine(100 + lines.length, chosen?.name ?? 'Unknown', {
      productId: body.productId,
      quantity: body.quantity,
      price,
      totalPrice: price * body.quantity,
    });
    current = basket('b1', [...lines, line]);
    return current;
  };
  const routes = {
    'basket/create': () => {
      current = basket('b1', []);
      return current;
    },
    basket: () => current,
    'basket/add': (request: Request) => addLine('basket/add', request),
    'basket/add-product-package-items': (request: Request) => addLine('basket/add-product-package-items', request),
  };
  return { routes, sent };
}

/** The menu at category 1, whose products are `products`; Pizza Margherita has the Size and Toppings groups. */
function renderMenu({
  products = [margherita, tonno],
  server = basketServer(products),
  routes = {},
  language = 'en',
  pinned = [],
}: {
  products?: Product[];
  server?: ReturnType<typeof basketServer>;
  routes?: Record<string, (request: Request, url: URL) => unknown>;
  language?: Language;
  pinned?: Product[];
} = {}) {
  const view = renderApp({
    path: '/menu',
    language,
    api: {
      categories: [category(1, 'Pizza')],
      products: { 1: products },
      pinned,
      routes: {
        'restaurant/category-attributes-items': () => [{ product_id: margherita.id, groups: [SIZE, TOPPINGS] }],
        'restaurant/product-packages': (_request: Request, url: URL) =>
          url.searchParams.get('productId') === String(lunchMenu.id) ? [MAIN, SIDES] : [],
        ...server.routes,
        ...routes,
      },
    },
  });
  return { ...view, sent: server.sent };
}

const shownNotices = () => notificationsStore.getState().notifications;
const addButton = (name: string) => screen.findByRole('button', { name: `Add ${name}` });
const sideCart = () => screen.queryByRole('dialog', { name: 'Your basket' });

describe('adding a product', () => {
  afterEach(() => {
    localStorage.clear();
    restoreWindowWidth();
  });

  it('adds a product without attributes directly, creating the basket first', async () => {
    setWindowWidth(375);
    const { api, sent } = renderMenu();
    fireEvent.click(await addButton('Pizza Tonno'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ path: 'basket/add', body: { basketId: 'b1', restaurantId: 1, productId: 12, quantity: 1 } });
    expect(api.calls).toContain('basket/create');
    expect(screen.queryByRole('dialog')).toBeNull();
    // The basket is reloaded after the change and the header counts the new line.
    expect(await screen.findByRole('button', { name: 'Open basket, 1 item' })).toBeTruthy();
    expect(localStorage.getItem('basket')).toBe(JSON.stringify([{ restaurantId: 1, basketId: 'b1' }]));
  });

  it('offers no add where the basket already holds all the stock, in the most-popular strip too', async () => {
    const tiramisu = product(40, 'Tiramisu', { category_id: 2, price: 5, stock: 2 });
    rememberBasket('b1');
    const start = basket('b1', [basketLine(1, 'Tiramisu', { productId: 40, quantity: 2, price: 5, totalPrice: 10, stock: 2 })]);
    const { api, sent } = renderMenu({ server: basketServer([tiramisu], start), routes: { 'restaurant/most-selling': () => [tiramisu] } });
    await screen.findByRole('button', { name: 'Open basket, 2 items' });
    // The stock left (2 minus the 2 in the basket) is what counts, not the stock alone.
    const strip = (await screen.findByRole('heading', { name: 'Most popular' })).closest('section');
    if (!strip) throw new Error('no most-popular section');
    const add = within(strip).getByRole('button', { name: 'Add Tiramisu' }) as HTMLButtonElement;
    await waitFor(() => expect(add.disabled).toBe(true));
    expect(within(strip).getByText('Out of stock')).toBeTruthy();
    fireEvent.click(add);
    expect(sent).toEqual([]);
    expect(api.calls).not.toContain('basket/add');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Add disabled until every minimum is met, with the count still needed, and sends the chosen items', async () => {
    setWindowWidth(375);
    const { sent } = renderMenu();
    fireEvent.click(await addButton('Pizza Margherita'));
    const panel = await screen.findByRole('dialog', { name: 'Pizza Margherita' });
    const add = () => within(panel).getByRole('button', { name: /^Add · / }) as HTMLButtonElement;
    const sizes = within(panel).getByRole('radiogroup', { name: 'Size' });
    const toppings = within(panel).getByRole('group', { name: 'Toppings' });
    const hintOf = (group: HTMLElement) => document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent;

    expect(add().disabled).toBe(true);
    expect(hintOf(sizes)).toBe('Choose 1 more · Up to 1');
    expect(hintOf(toppings)).toBe('Choose 2 more · Up to 3');

    // Single select: choosing another size replaces the first.
    fireEvent.click(within(sizes).getByRole('radio', { name: 'Small' }));
    fireEvent.click(within(sizes).getByRole('radio', { name: /^Large/ }));
    expect((within(sizes).getByRole('radio', { name: 'Small' }) as HTMLInputElement).checked).toBe(false);
    expect((within(sizes).getByRole('radio', { name: /^Large/ }) as HTMLInputElement).checked).toBe(true);
    expect(hintOf(sizes)).toBe('Up to 1');

    fireEvent.click(within(toppings).getByRole('checkbox', { name: /^Olives/ }));
    expect(hintOf(toppings)).toBe('Choose 1 more · Up to 3');
    expect(add().disabled).toBe(true);
    fireEvent.click(within(toppings).getByRole('button', { name: 'One more Olives' }));
    expect(hintOf(toppings)).toBe('Up to 3');
    expect(add().disabled).toBe(false);

    // The maximum counts every unit: with 3 units the other items and every plus are locked.
    fireEvent.click(within(toppings).getByRole('checkbox', { name: /^Mushrooms/ }));
    expect((within(toppings).getByRole('checkbox', { name: /^Ham/ }) as HTMLInputElement).disabled).toBe(true);
    expect((within(toppings).getByRole('button', { name: 'One more Olives' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(toppings).getByRole('checkbox', { name: /^Mushrooms/ }) as HTMLInputElement).checked).toBe(true);

    // Two of the configured pizza: (9.50 + 3 + 2 × 0.50 + 1) × 2.
    fireEvent.click(within(panel).getByRole('button', { name: 'One more Quantity' }));
    expect(add().textContent).toBe('Add · €29.00');
    fireEvent.click(add());

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pizza Margherita' })).toBeNull());
    expect(sent).toEqual([
      {
        path: 'basket/add',
        body: { basketId: 'b1', restaurantId: 1, productId: 11, quantity: 2, attributeItems: [102, { id: 201, quantity: 2 }, 202] },
      },
    ]);
  });

  it('caps the panel’s quantity at the stock left when the basket already holds some', async () => {
    setWindowWidth(375);
    const scarce = { ...margherita, stock: 3 };
    rememberBasket('b1');
    const start = basket('b1', [basketLine(1, 'Pizza Margherita', { productId: 11, stock: 3 })]);
    const { sent } = renderMenu({ products: [scarce], server: basketServer([scarce], start) });
    await screen.findByRole('button', { name: 'Open basket, 1 item' });
    expect(await screen.findByText('Only 2 left')).toBeTruthy();
    fireEvent.click(await addButton('Pizza Margherita'));
    const panel = await screen.findByRole('dialog', { name: 'Pizza Margherita' });
    const more = () => within(panel).getByRole('button', { name: 'One more Quantity' }) as HTMLButtonElement;
    fireEvent.click(more());
    expect(more().disabled).toBe(true);
    fireEvent.click(within(panel).getByRole('radio', { name: 'Small' }));
    fireEvent.click(within(panel).getByRole('checkbox', { name: /^Olives/ }));
    fireEvent.click(within(panel).getByRole('checkbox', { name: /^Ham/ }));
    fireEvent.click(within(panel).getByRole('button', { name: /^Add · / }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ basketId: 'b1', restaurantId: 1, productId: 11, quantity: 2, attributeItems: [101, 201, 203] });
  });

  it('opens the extras panel for a pinned product with extras, without asking for attribute items', async () => {
    setWindowWidth(375);
    const special = product(50, 'Lunch special', { extra: [TOPPINGS] });
    const { api, sent } = renderMenu({ pinned: [special], server: basketServer([special]) });
    fireEvent.click(await addButton('Lunch special'));
    const panel = await screen.findByRole('dialog', { name: 'Lunch special' });
    expect(within(panel).getByRole('group', { name: 'Toppings' })).toBeTruthy();
    expect(api.calls).not.toContain('restaurant/category-attributes-items');
    fireEvent.click(within(panel).getByRole('checkbox', { name: /^Ham/ }));
    fireEvent.click(within(panel).getByRole('checkbox', { name: /^Olives/ }));
    fireEvent.click(within(panel).getByRole('button', { name: /^Add · / }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ basketId: 'b1', restaurantId: 1, productId: 50, quantity: 1, attributeItems: [201, 203] });
  });

  it('walks the package wizard step by step, checking each minimum, and adds the package with its products', async () => {
    setWindowWidth(375);
    const { sent } = renderMenu({ products: [lunchMenu], server: basketServer([lunchMenu]) });
    fireEvent.click(await addButton('Lunch menu'));
    const wizard = await screen.findByRole('dialog', { name: 'Lunch menu' });
    const inWizard = within(wizard);

    expect(inWizard.getByText('Step 1 of 2')).toBeTruthy();
    expect(inWizard.getByRole('heading', { name: 'Main' })).toBeTruthy();
    expect(inWizard.queryByRole('button', { name: 'Back' })).toBeNull();
    fireEvent.click(inWizard.getByRole('button', { name: 'Next' }));
    expect(inWizard.getByText('Please select at least 1 product')).toBeTruthy();
    expect(inWizard.getByText('Step 1 of 2')).toBeTruthy();

    fireEvent.click(inWizard.getByRole('button', { name: 'Add Cheeseburger' }));
    expect(inWizard.queryByText('Please select at least 1 product')).toBeNull();
    // The step holds its maximum of 1: the other burger cannot be added.
    expect((inWizard.getByRole('button', { name: 'Add Veggie burger' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(inWizard.getByRole('button', { name: 'Next' }));

    expect(inWizard.getByText('Step 2 of 2')).toBeTruthy();
    expect(inWizard.getByRole('heading', { name: 'Sides' })).toBeTruthy();
    expect(inWizard.queryByRole('button', { name: 'Next' })).toBeNull();
    fireEvent.click(inWizard.getByRole('button', { name: 'Add Fries' }));
    fireEvent.click(inWizard.getByRole('button', { name: 'Add' }));
    expect(inWizard.getByText('Please select at least 2 products')).toBeTruthy();
    expect(sent).toEqual([]);

    // Back keeps what was chosen.
    fireEvent.click(inWizard.getByRole('button', { name: 'Back' }));
    expect(inWizard.getByText('Step 1 of 2')).toBeTruthy();
    expect(inWizard.getByText('1 chosen')).toBeTruthy();
    fireEvent.click(inWizard.getByRole('button', { name: 'Next' }));
    fireEvent.click(inWizard.getByRole('button', { name: 'One more Fries' }));
    expect((inWizard.getByRole('button', { name: 'Add Salad' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(inWizard.getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Lunch menu' })).toBeNull());
    expect(sent).toEqual([
      {
        path: 'basket/add-product-package-items',
        body: {
          basketId: 'b1',
          restaurantId: 1,
          productId: 30,
          quantity: 1,
          productItems: [
            { productId: 501, productPackage: 7, quantity: 1 },
            { productId: 511, productPackage: 8, quantity: 2 },
          ],
        },
      },
    ]);
  });

  it('adds a package without steps directly', async () => {
    setWindowWidth(375);
    const { api, sent } = renderMenu({ products: [kidsMenu], server: basketServer([kidsMenu]) });
    fireEvent.click(await addButton('Kids menu'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(api.calls).toContain('restaurant/product-packages');
    expect(sent[0]).toEqual({
      path: 'basket/add-product-package-items',
      body: { basketId: 'b1', restaurantId: 1, productId: 31, quantity: 1, productItems: [] },
    });
    expect(screen.queryByRole('dialog', { name: 'Kids menu' })).toBeNull();
  });

  it('opens the side cart after adding when the window is 768 px wide or more', async () => {
    setWindowWidth(768);
    renderMenu();
    fireEvent.click(await addButton('Pizza Tonno'));
    const cart = await screen.findByRole('dialog', { name: 'Your basket' });
    expect(await within(cart).findByRole('article', { name: 'Pizza Tonno' })).toBeTruthy();
    expect(overlayStore.getState().open).toBe('side-cart');
    expect(shownNotices()).toEqual([]);
  });

  it('shows "Added" for 2 seconds instead of the side cart when the window is narrower than 768 px', async () => {
    setWindowWidth(767);
    renderMenu();
    fireEvent.click(await addButton('Pizza Tonno'));
    expect(await screen.findByText('Added')).toBeTruthy();
    expect(shownNotices().map((notice) => [notice.message, notice.color, notice.autoClose])).toEqual([['Added', 'teal', 2000]]);
    expect(sideCart()).toBeNull();
    expect(overlayStore.getState().open).toBeNull();
  });

  it('opens the side cart when the package wizard adds on a wide window', async () => {
    setWindowWidth(1280);
    renderMenu({ products: [lunchMenu], server: basketServer([lunchMenu]) });
    fireEvent.click(await addButton('Lunch menu'));
    const wizard = within(await screen.findByRole('dialog', { name: 'Lunch menu' }));
    fireEvent.click(wizard.getByRole('button', { name: 'Add Cheeseburger' }));
    fireEvent.click(wizard.getByRole('button', { name: 'Next' }));
    fireEvent.click(wizard.getByRole('button', { name: 'Add Fries' }));
    fireEvent.click(wizard.getByRole('button', { name: 'Add Salad' }));
    fireEvent.click(wizard.getByRole('button', { name: 'Add' }));
    const cart = await screen.findByRole('dialog', { name: 'Your basket' });
    expect(await within(cart).findByRole('article', { name: 'Lunch menu' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Lunch menu' })).toBeNull();
  });

  it('shows the server’s refusal of a direct add in the display language', async () => {
    setWindowWidth(1280);
    const refusal = () =>
      Response.json(
        {
          message: { body: 'The product quantity limit is reached' },
          errors: { productId: ['the_product_quantity_limit_reached'] },
          name: 'Pizza Tonno',
          inStock: 2,
        },
        { status: 422 },
      );
    const { sent } = renderMenu({ language: 'de', routes: { 'basket/add': refusal } });
    fireEvent.click(await screen.findByRole('button', { name: 'Pizza Tonno hinzufügen' }));
    expect(await screen.findByText('Von Pizza Tonno sind nur noch 2 verfügbar.')).toBeTruthy();
    expect(sent).toEqual([]);
    expect(sideCart()).toBeNull();
    expect(screen.queryByText('Hinzugefügt')).toBeNull();
  });

  it('keeps the attributes panel open with the server’s refusal in the display language', async () => {
    setWindowWidth(1280);
    const refusal = () =>
      Response.json(
        { message: { body: 'not available' }, errors: { productId: ['the_product_is_not_available'] }, name: 'Pizza Margherita' },
        { status: 422 },
      );
    renderMenu({ language: 'fr', routes: { 'basket/add': refusal } });
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter Pizza Margherita' }));
    const panel = await screen.findByRole('dialog', { name: 'Pizza Margherita' });
    fireEvent.click(within(panel).getByRole('radio', { name: 'Small' }));
    fireEvent.click(within(panel).getByRole('checkbox', { name: /^Olives/ }));
    fireEvent.click(within(panel).getByRole('checkbox', { name: /^Ham/ }));
    fireEvent.click(within(panel).getByRole('button', { name: /^Ajouter · / }));
    expect(await within(panel).findByText("Pizza Margherita n'est pas disponible.")).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Pizza Margherita' })).toBe(panel);
    expect((within(panel).getByRole('button', { name: /^Ajouter · / }) as HTMLButtonElement).disabled).toBe(false);
    expect(sideCart()).toBeNull();
  });
});
