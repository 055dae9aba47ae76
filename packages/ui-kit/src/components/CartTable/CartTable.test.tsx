import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { CartLine } from '../CartLine/index.ts';
import { caesarSalad, colouringBook, eventTour, eventTourPersons, margherita } from '../checkout-fixtures.ts';
import { CartTable } from './CartTable.tsx';

const handlers = { onIncrease: vi.fn(), onDecrease: vi.fn(), onRemove: vi.fn() };
const flags = { deleting: false, changingQuantity: false };

describe('CartTable', () => {
  it('titles the cart with its item count and shows the column headings', () => {
    render(
      <CartTable itemCount={3}>
        <CartLine line={margherita} flags={flags} canIncrease {...handlers} />
      </CartTable>,
    );
    expect(screen.getByRole('heading', { name: 'My Cart' })).toBeTruthy();
    expect(screen.getByText('3 items')).toBeTruthy();
    for (const heading of ['Product', 'Price', 'QTY', 'Total']) expect(screen.getByText(heading)).toBeTruthy();
    expect(screen.queryByText('Comment')).toBeNull();
    expect(screen.getByRole('article', { name: 'Pizza Margherita' })).toBeTruthy();
  });

  it("keeps a line's comment under its product: no Comment column squeezes the name away", () => {
    render(
      <CartTable itemCount={1}>
        <CartLine
          line={margherita}
          flags={flags}
          canIncrease
          {...handlers}
          comment={{ value: 'Well done', open: false, maxLength: 140, onOpen: vi.fn(), onSave: vi.fn() }}
        />
      </CartTable>,
    );
    expect(screen.queryByText('Comment')).toBeNull();
    expect(screen.getByText('1 item')).toBeTruthy();
    const name = screen.getByText('Pizza Margherita');
    const comment = screen.getByRole('button', { name: 'Edit comment: Pizza Margherita' });
    // Both in the product cell, the first of the row's cells.
    const productCell = screen.getByRole('article', { name: 'Pizza Margherita' }).firstElementChild;
    expect(productCell?.contains(name)).toBe(true);
    expect(productCell?.contains(comment)).toBe(true);
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <CartTable itemCount={3}>
        <CartLine
          line={margherita}
          flags={flags}
          canIncrease
          {...handlers}
          comment={{ value: '', open: false, maxLength: 140, onOpen: vi.fn(), onSave: vi.fn() }}
        />
        <CartLine
          line={caesarSalad}
          flags={flags}
          canIncrease
          {...handlers}
          comment={{ value: '', open: false, maxLength: 140, onOpen: vi.fn(), onSave: vi.fn() }}
        />
      </CartTable>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('titles the event cart "Shopping Cart" with the columns Product, QTY and Price', () => {
    render(
      <CartTable itemCount={6} mode="event">
        <CartLine
          line={eventTour}
          flags={flags}
          canIncrease
          {...handlers}
          mode="event"
          persons={{ list: eventTourPersons, removing: null }}
        />
      </CartTable>,
    );
    expect(screen.getByRole('heading', { name: 'Shopping Cart' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'My Cart' })).toBeNull();
    expect(screen.getByText('6 items')).toBeTruthy();
    const headings = screen.getByText('Product').parentElement?.children ?? [];
    expect(Array.from(headings, (heading) => heading.textContent)).toEqual(['Product', 'QTY', 'Price']);
    expect(screen.queryByText('Comment')).toBeNull();
    expect(screen.queryByText('Total')).toBeNull();
  });

  it('has no accessibility violations in event mode', async () => {
    const { container } = render(
      <CartTable itemCount={6} mode="event">
        <CartLine
          line={eventTour}
          flags={flags}
          canIncrease
          {...handlers}
          mode="event"
          persons={{ list: eventTourPersons, onRemove: vi.fn(), removing: null }}
        />
        <CartLine line={colouringBook} flags={flags} canIncrease {...handlers} mode="event" persons={{ list: [], removing: null }} />
      </CartTable>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
