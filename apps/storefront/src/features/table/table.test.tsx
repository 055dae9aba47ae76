import { localDate, tableCapacityKey } from '@platter/basket-core';
import type { Basket } from '@platter/contract';
import { basket, rememberBasket } from '@platter/ordering/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';

/** A basket server in memory: set-table and the capacity answer change what `basket` returns. */
function tableServer(start: Basket | null = null) {
  let current = start;
  const sent: { setTable: unknown[]; capacity: unknown[]; visits: unknown[] } = { setTable: [], capacity: [], visits: [] };
  const routes = {
    'basket/create': () => {
      current = basket('b1', []);
      return current;
    },
    basket: () => current,
    'basket/set-table': async (request: Request) => {
      const body = (await request.json()) as { tableId?: number };
      sent.setTable.push(body);
      if (body.tableId !== 4) {
        return Response.json(
          { message: { body: 'unknown' }, errors: { tableId: ['table_name_not_related_to_restaurant'] } },
          { status: 422 },
        );
      }
      current = { ...(current ?? basket('b1', [])), table: 'T4', table_id: 4 };
      return current;
    },
    'basket/update-basket-extraInfo': async (request: Request) => {
      const body = (await request.json()) as { extraInfo: unknown };
      sent.capacity.push(body.extraInfo);
      current = { ...(current ?? basket('b1', [])), extra_info: JSON.stringify(body.extraInfo) };
      return current;
    },
    'restaurant/website-view': async (request: Request) => {
      sent.visits.push(await request.json());
      return null;
    },
  };
  return { routes, sent };
}

/** A basket at table T4 whose people were given today, so the question stays closed. */
function seatedBasket(): Basket {
  rememberBasket('b1');
  localStorage.setItem(tableCapacityKey('b1'), localDate(new Date()));
  return basket('b1', [], { table: 'T4', table_id: 4, extra_info: JSON.stringify({ table_capacity: { adults: 2, children: 1 } }) });
}

const stepper = (dialog: HTMLElement, name: string) => within(within(dialog).getByRole('group', { name }));

describe('table ordering', () => {
  afterEach(() => localStorage.clear());

  it('takes the table from a QR code, drops it from the URL and asks how many people sit there', async () => {
    const server = tableServer();
    const { router } = renderApp({ path: '/?tableId=4&utm_source=flyer', api: { routes: server.routes } });
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to table T4' });
    expect(router.location.pathname).toBe('/menu');
    expect(router.location.search).toBe('?utm_source=flyer');
    expect(server.sent.setTable).toEqual([expect.objectContaining({ basketId: 'b1', tableId: 4, qrcode: true })]);
    // The code on the table named it: this basket is offered no list of tables.
    await waitFor(() => expect(localStorage.getItem('hide-table-selection-b1')).toBe('true'));

    // One adult to start with, and never fewer: 0 persons is no answer (issue 16).
    expect(stepper(dialog, 'Adults').getByText('1')).toBeTruthy();
    expect((stepper(dialog, 'Adults').getByRole('button', { name: 'One less Adults' }) as HTMLButtonElement).disabled).toBe(true);
    expect(server.sent.capacity).toEqual([]);

    fireEvent.click(stepper(dialog, 'Adults').getByRole('button', { name: 'One more Adults' }));
    fireEvent.click(stepper(dialog, 'Children').getByRole('button', { name: 'One more Children' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save and see the menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Welcome to table T4' })).toBeNull());
    expect(server.sent.capacity).toEqual([{ table_capacity: { adults: 2, children: 1 } }]);
    expect(localStorage.getItem(tableCapacityKey('b1'))).toBe(localDate(new Date()));

    // The dock names the table and its people, and opens the question again to change them.
    const dock = screen.getByRole('region', { name: 'Your table' });
    expect(within(dock).getByText('Table T4')).toBeTruthy();
    expect(within(dock).getByText('3 people')).toBeTruthy();
    fireEvent.click(within(dock).getByRole('button', { name: 'Change the number of people at table T4' }));
    const again = await screen.findByRole('dialog', { name: 'Welcome to table T4' });
    expect(stepper(again, 'Adults').getByText('2')).toBeTruthy();
    fireEvent.click(within(again).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Welcome to table T4' })).toBeNull());
  });

  it('switches the basket to eating here when the restaurant offers it, and not otherwise', async () => {
    const server = tableServer();
    const methods: unknown[] = [];
    const routes = {
      ...server.routes,
      'basket/change-delivery-method': async (request: Request) => {
        const body = (await request.json()) as { deliveryType: string };
        methods.push(body.deliveryType);
        return { basket: basket('b1', [], { table: 'T4', table_id: 4, deliveryType: 3 }), notice: null };
      },
    };
    renderApp({ path: '/?tableId=4', api: { routes, restaurant: { deliveryTypes: [1, 2, 3] } } });
    await screen.findByRole('dialog', { name: 'Welcome to table T4' });
    await waitFor(() => expect(methods).toEqual(['here']));
  });

  it('leaves the delivery type alone where the restaurant does not serve at its tables', async () => {
    const server = tableServer();
    const methods: unknown[] = [];
    const routes = {
      ...server.routes,
      'basket/change-delivery-method': () => {
        methods.push('called');
        return null;
      },
    };
    renderApp({ path: '/?tableId=4', api: { routes } });
    await screen.findByRole('dialog', { name: 'Welcome to table T4' });
    expect(server.sent.setTable).toHaveLength(1);
    expect(methods).toEqual([]);
  });

  it('says so when the QR code names a table the restaurant does not have', async () => {
    const server = tableServer();
    const { router } = renderApp({ path: '/?tableId=99', api: { routes: server.routes } });
    expect(await screen.findByText('This table does not belong to the restaurant.')).toBeTruthy();
    await waitFor(() => expect(router.location.search).toBe(''));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks again on a later day, starting from the earlier answer', async () => {
    const server = tableServer(seatedBasket());
    localStorage.setItem(tableCapacityKey('b1'), '2020-01-01');
    renderApp({ path: '/menu', api: { routes: server.routes } });
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to table T4' });
    expect(stepper(dialog, 'Adults').getByText('2')).toBeTruthy();
    expect(stepper(dialog, 'Children').getByText('1')).toBeTruthy();
    // It must be answered: no close button.
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('calls the robot after the guest confirms and says it is on its way', async () => {
    const server = tableServer(seatedBasket());
    const robotCalls: string[] = [];
    renderApp({
      path: '/menu',
      api: {
        restaurant: { robot_request_available: true },
        routes: {
          ...server.routes,
          'restaurant/robot-request': (_request, url) => {
            robotCalls.push(url.searchParams.get('tableId') ?? '');
            return { requested: true, tableId: 4 };
          },
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Call robot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Call the robot?' });
    expect(within(dialog).getByText('A robot will come to table T4 to collect the used dishes.')).toBeTruthy();
    expect(robotCalls).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Call robot' }));
    expect(await screen.findByText('The robot is on its way to table T4.')).toBeTruthy();
    expect(robotCalls).toEqual(['4']);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Call the robot?' })).toBeNull());
  });

  it('shows the server’s message when the robot is not available (503)', async () => {
    const server = tableServer(seatedBasket());
    renderApp({
      path: '/menu',
      api: {
        restaurant: { robot_request_available: true },
        routes: {
          ...server.routes,
          'restaurant/robot-request': () =>
            Response.json(
              { message: { body: 'The robot is charging.' }, code: 'robot_service_is_not_available_for_this_restaurant' },
              { status: 503 },
            ),
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Call robot' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Call the robot?' })).getByRole('button', { name: 'Call robot' }));
    expect(await screen.findByText('The robot is charging.')).toBeTruthy();
  });

  it('offers no robot where the restaurant has none, and no dock without a table', async () => {
    const server = tableServer(seatedBasket());
    const { unmount } = renderApp({ path: '/menu', api: { routes: server.routes } });
    expect(await screen.findByText('Table T4')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Call robot' })).toBeNull();
    unmount();
    localStorage.clear();
    renderApp({ path: '/menu', api: { restaurant: { robot_request_available: true }, routes: tableServer().routes } });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your table' })).toBeNull();
  });

  it('records one visit per start, with the QR flag from the first address and unique once a day', async () => {
    const first = tableServer();
    const { unmount } = renderApp({ path: '/?tableId=4', api: { routes: first.routes } });
    await waitFor(() => expect(first.sent.visits).toHaveLength(1));
    expect(first.sent.visits[0]).toMatchObject({ qrCode: true, unique: true, new: true, tableId: 4 });
    await screen.findByRole('dialog', { name: 'Welcome to table T4' });
    unmount();

    const second = tableServer();
    renderApp({ path: '/menu', api: { routes: second.routes } });
    await waitFor(() => expect(second.sent.visits).toHaveLength(1));
    expect(second.sent.visits[0]).toMatchObject({ qrCode: false, unique: false, new: false });
  });
});

describe('the table selection', () => {
  afterEach(() => localStorage.clear());
  const TABLES = [
    { id: 1, name: 'T1', number: 1, capacity: 2 },
    { id: 4, name: 'T4', number: 4, capacity: 4 },
  ];

  /** An eat-here basket without a table, on a server that knows the restaurant's tables. */
  function eatingIn(deliveryType: 1 | 2 | 3 = 3) {
    rememberBasket('b1');
    const server = tableServer(basket('b1', [], { deliveryType }));
    return { ...server, routes: { ...server.routes, 'restaurant/tables': () => TABLES } };
  }

  it('offers an eat-here basket without a table the restaurant’s tables, and ties it to the chosen one', async () => {
    const server = eatingIn();
    renderApp({ path: '/menu', api: { routes: server.routes } });
    const picker = await screen.findByRole('region', { name: 'Where are you sitting?' });
    fireEvent.change(within(picker).getByRole('combobox', { name: 'Your table' }), { target: { value: '4' } });
    // The table brings the people question, then the dock.
    expect(await screen.findByRole('dialog', { name: 'Welcome to table T4' })).toBeTruthy();
    expect(server.sent.setTable).toEqual([expect.objectContaining({ basketId: 'b1', tableId: 4, qrcode: false })]);
    expect(screen.queryByRole('region', { name: 'Where are you sitting?' })).toBeNull();
    expect(localStorage.getItem('hide-table-selection-b1')).toBeNull();
  });

  it('stays hidden for the basket once the guest says Not now', async () => {
    const server = eatingIn();
    const { unmount } = renderApp({ path: '/menu', api: { routes: server.routes } });
    const picker = await screen.findByRole('region', { name: 'Where are you sitting?' });
    fireEvent.click(within(picker).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Where are you sitting?' })).toBeNull());
    expect(localStorage.getItem('hide-table-selection-b1')).toBe('true');
    unmount();

    const again = renderApp({ path: '/menu', api: { routes: server.routes } });
    await waitFor(() => expect(again.api.calls).toContain('basket'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Where are you sitting?' })).toBeNull();
    expect(again.api.calls).not.toContain('restaurant/tables');
  });

  it('is not offered to a delivery or pickup basket', async () => {
    const server = eatingIn(1);
    const { api } = renderApp({ path: '/menu', api: { routes: server.routes } });
    await waitFor(() => expect(api.calls).toContain('basket'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Where are you sitting?' })).toBeNull();
    expect(api.calls).not.toContain('restaurant/tables');
  });
});
