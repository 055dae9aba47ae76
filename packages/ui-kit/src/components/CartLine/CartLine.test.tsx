import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import {
  caesarSalad,
  cola,
  colouringBook,
  eventTour,
  eventTourPersons,
  eventWorkshop,
  eventWorkshopPersons,
  familyMenu,
  margherita,
  tiramisuSoldOut,
} from '../checkout-fixtures.ts';
import { CartLine, type CartLinePersons, type CartLineProps } from './CartLine.tsx';

const idle = { deleting: false, changingQuantity: false };

function setup(overrides: Partial<CartLineProps> = {}, language: 'en' | 'de' | 'fr' | 'ar' = 'en') {
  const props: CartLineProps = {
    line: margherita,
    flags: idle,
    canIncrease: true,
    onIncrease: vi.fn(),
    onDecrease: vi.fn(),
    onRemove: vi.fn(),
    ...overrides,
  };
  const result = render(<CartLine {...props} />, { language });
  return { ...result, props };
}

const tourPersons = (overrides: Partial<CartLinePersons> = {}): CartLinePersons => ({
  list: eventTourPersons,
  onRemove: vi.fn(),
  removing: null,
  ...overrides,
});

describe('CartLine', () => {
  it('shows the name, stock, extras with surcharges, unit price and line total', () => {
    setup();
    expect(screen.getByText('Pizza Margherita')).toBeTruthy();
    expect(screen.getByText('In stock: 12')).toBeTruthy();
    expect(screen.getByText('Extra mozzarella')).toBeTruthy();
    expect(screen.getByText('+€1.50')).toBeTruthy();
    expect(screen.getByText('Fresh basil')).toBeTruthy();
    expect(screen.getByText('€10.50')).toBeTruthy();
    expect(screen.getByText('€21.00')).toBeTruthy();
  });

  it('keeps the restaurant’s own text direction for the name on a right-to-left page', () => {
    // "Wasser (still)" in the page's direction showed its closing bracket at the left.
    setup({ line: { ...margherita, name: 'Wasser (still)' } }, 'ar');
    expect(screen.getByText('Wasser (still)').getAttribute('dir')).toBe('auto');
  });

  it('marks an item that ran out and blocks plus', () => {
    setup({ line: tiramisuSoldOut, canIncrease: false });
    expect(screen.getByText('Out of stock')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Increase quantity of Tiramisu della casa' })).toHaveProperty('disabled', true);
  });

  it('hides the stock hint when the stock is unlimited', () => {
    setup({ line: caesarSalad });
    expect(screen.queryByText(/In stock/)).toBeNull();
  });

  it('lists package contents with their deposit, and the line deposit', () => {
    setup({ line: familyMenu });
    expect(screen.getByText('1 × Spaghetti Carbonara')).toBeTruthy();
    expect(screen.getByText('2 × San Pellegrino 0.5 l')).toBeTruthy();
    expect(screen.getByText('+ €0.25 deposit')).toBeTruthy();
  });

  it('shows the line deposit as "+ price name"', () => {
    setup({ line: cola, variant: 'compact' });
    expect(screen.getByText('+ €0.25 deposit')).toBeTruthy();
    expect(screen.getByText('€3.20 each')).toBeTruthy();
  });

  it('calls onIncrease and onDecrease', () => {
    const { props } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Pizza Margherita' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Pizza Margherita' }));
    expect(props.onIncrease).toHaveBeenCalledOnce();
    expect(props.onDecrease).toHaveBeenCalledOnce();
    expect(props.onRemove).not.toHaveBeenCalled();
  });

  it('turns minus into remove at quantity 1', () => {
    const { props } = setup({ line: caesarSalad });
    expect(screen.queryByRole('button', { name: /Decrease quantity/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Caesar Salad with grilled chicken from the basket' }));
    expect(props.onRemove).toHaveBeenCalledOnce();
    expect(props.onDecrease).not.toHaveBeenCalled();
  });

  it.each([
    ['deleting', { deleting: true, changingQuantity: false }],
    ['changing the quantity', { deleting: false, changingQuantity: true }],
  ])('disables both quantity buttons while %s', (_, flags) => {
    setup({ flags });
    expect(screen.getByRole('button', { name: /Increase quantity/ })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: /Decrease quantity/ })).toHaveProperty('disabled', true);
  });

  it('disables only plus when the stock allows no more', () => {
    setup({ canIncrease: false });
    expect(screen.getByRole('button', { name: /Increase quantity/ })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: /Decrease quantity/ })).toHaveProperty('disabled', false);
  });

  it('shows the saved comment and opens the editor', () => {
    const onOpen = vi.fn();
    setup({ comment: { value: 'Well done, please', open: false, maxLength: 140, onOpen, onSave: vi.fn() } });
    expect(screen.getByText('Well done, please')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Edit comment/ }));
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('offers "Add a comment" when there is none', () => {
    setup({ comment: { value: '', open: false, maxLength: 140, onOpen: vi.fn(), onSave: vi.fn() } });
    expect(screen.getByRole('button', { name: /Add a comment/ })).toBeTruthy();
  });

  it('counts the characters left, caps the length and saves on blur', () => {
    const onSave = vi.fn();
    setup({ comment: { value: '', open: true, maxLength: 20, onOpen: vi.fn(), onSave } });
    const textarea = screen.getByRole('textbox', { name: 'Comment for Pizza Margherita' });
    expect(document.activeElement).toBe(textarea);
    expect(screen.getByText('20 characters left')).toBeTruthy();
    fireEvent.change(textarea, { target: { value: 'No onions ' } });
    expect(screen.getByText('10 characters left')).toBeTruthy();
    fireEvent.change(textarea, { target: { value: 'No onions and no garlic please' } });
    expect(screen.getByText('0 characters left')).toBeTruthy();
    expect(textarea.getAttribute('maxlength')).toBe('20');
    fireEvent.blur(textarea);
    expect(onSave).toHaveBeenCalledWith('No onions and no gar');
  });

  it('has no accessibility violations in either variant', async () => {
    const comment = { value: 'Well done', open: false, maxLength: 140, onOpen: vi.fn(), onSave: vi.fn() };
    const table = setup({ comment, line: familyMenu });
    expect(await axeViolations(table.container)).toEqual([]);
    table.unmount();
    const compact = setup({ variant: 'compact', comment: { ...comment, open: true } });
    expect(await axeViolations(compact.container)).toEqual([]);
  });

  describe('in event mode', () => {
    it('lists the persons with name, date and a count above 1', () => {
      setup({ line: eventTour, mode: 'event', persons: tourPersons() });
      const items = within(screen.getByRole('list', { name: 'Persons' })).getAllByRole('listitem');
      expect(items).toHaveLength(2);
      const [ada, charles] = items as [HTMLElement, HTMLElement];
      expect(within(ada).getByText('Ada Lovelace')).toBeTruthy();
      expect(within(ada).getByText('2026/12/05')).toBeTruthy();
      expect(within(ada).getByText('× 3')).toBeTruthy();
      expect(within(ada).getByText('3 tickets')).toBeTruthy();
      expect(within(charles).getByText('Charles Babbage')).toBeTruthy();
      expect(within(charles).getByText('2026/12/06')).toBeTruthy();
      expect(within(charles).queryByText(/×/)).toBeNull();
      expect(within(charles).queryByText(/ticket/)).toBeNull();
    });

    it.each([
      ['de', '05.12.26'],
      ['fr', '2026/12/05'],
      ['ar', '2026/12/05'],
    ] as const)('writes the dates with the mask of %s', (language, date) => {
      setup({ line: eventTour, mode: 'event', persons: tourPersons() }, language);
      expect(screen.getByText(date)).toBeTruthy();
    });

    it('names a person without a name by number and leaves out what is not there', () => {
      setup({ line: eventWorkshop, mode: 'event', persons: { list: [{ count: 1 }, ...eventWorkshopPersons], removing: null } });
      const items = within(screen.getByRole('list', { name: 'Persons' })).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual(['Person 1', 'Person 22026/12/12']);
    });

    it('removes a person by index', () => {
      const persons = tourPersons();
      setup({ line: eventTour, mode: 'event', persons });
      fireEvent.click(screen.getByRole('button', { name: 'Remove Charles Babbage from Family tour “Winter magic”' }));
      expect(persons.onRemove).toHaveBeenCalledExactlyOnceWith(1);
    });

    it('spins on the person being removed and holds the others', () => {
      setup({ line: eventTour, mode: 'event', persons: tourPersons({ removing: 0 }) });
      const ada = screen.getByRole('button', { name: 'Remove Ada Lovelace from Family tour “Winter magic”' });
      expect(ada.getAttribute('data-loading')).toBe('true');
      expect(screen.getByRole('button', { name: 'Remove Charles Babbage from Family tour “Winter magic”' })).toHaveProperty(
        'disabled',
        true,
      );
      expect(screen.getByRole('article').getAttribute('aria-busy')).toBe('true');
    });

    it('offers no remove button where persons cannot be removed', () => {
      setup({ line: eventTour, mode: 'event', persons: { list: eventTourPersons, removing: null } });
      expect(screen.getByRole('list', { name: 'Persons' })).toBeTruthy();
      expect(screen.queryByRole('button')).toBeNull();
    });

    it.each(['table', 'compact'] as const)('shows the quantity read-only and the line total (%s)', (variant) => {
      setup({ line: eventTour, mode: 'event', variant, persons: tourPersons() });
      expect(screen.queryByRole('button', { name: /quantity/i })).toBeNull();
      expect(screen.queryByRole('group')).toBeNull();
      expect(screen.getByText('Quantity: 4')).toBeTruthy();
      expect(screen.getByText('4')).toBeTruthy();
      expect(screen.getByText('€56.00')).toBeTruthy();
      expect(screen.getByRole('list', { name: 'Persons' })).toBeTruthy();
    });

    it('lets a line without persons leave the basket', () => {
      const { props } = setup({ line: colouringBook, mode: 'event', persons: { list: [], onRemove: vi.fn(), removing: null } });
      expect(screen.queryByRole('list', { name: 'Persons' })).toBeNull();
      expect(screen.getByText('Quantity: 2')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Remove Colouring book from the basket' }));
      expect(props.onRemove).toHaveBeenCalledOnce();
    });

    it('has no accessibility violations in either variant', async () => {
      const table = setup({ line: eventTour, mode: 'event', persons: tourPersons({ removing: 1 }) });
      expect(await axeViolations(table.container)).toEqual([]);
      table.unmount();
      const compact = setup({ line: eventTour, mode: 'event', variant: 'compact', persons: tourPersons() }, 'ar');
      expect(await axeViolations(compact.container)).toEqual([]);
      compact.unmount();
      const plain = setup({ line: colouringBook, mode: 'event', persons: { list: [], removing: null } });
      expect(await axeViolations(plain.container)).toEqual([]);
    });
  });
});
