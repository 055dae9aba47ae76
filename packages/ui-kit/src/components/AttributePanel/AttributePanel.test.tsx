import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { demoPizza, demoPizzaGroups } from '../ordering-fixtures.ts';
import { AttributePanel, type AttributePanelProps } from './AttributePanel.tsx';

function props(overrides: Partial<AttributePanelProps> = {}): AttributePanelProps {
  return {
    opened: true,
    onClose: vi.fn(),
    product: demoPizza,
    groups: demoPizzaGroups,
    selection: {},
    remaining: { 1: 1, 3: 2 },
    capped: {},
    onToggle: vi.fn(),
    quantity: 1,
    onQuantityChange: vi.fn(),
    total: 9.5,
    canAdd: false,
    onAdd: vi.fn(),
    ...overrides,
  };
}

const group = (name: string) => within(screen.getByRole('region', { name }));

describe('AttributePanel', () => {
  it('shows the product: name, description and base price', () => {
    render(<AttributePanel {...props()} />);
    expect(screen.getByRole('heading', { name: 'Pizza Margherita', level: 2 })).toBeTruthy();
    expect(screen.getByText(/San-Marzano-Tomaten/)).toBeTruthy();
    expect(screen.getByText('€9.50')).toBeTruthy();
  });

  it('keeps the restaurant’s own text direction on a right-to-left page', () => {
    // "Klein (26 cm)" put its closing bracket at the left of an Arabic page.
    render(<AttributePanel {...props()} />, { language: 'ar' });
    for (const text of ['Pizza Margherita', 'Größe', 'Klein (26 cm)', demoPizza.description as string]) {
      expect(screen.getByText(text).getAttribute('dir')).toBe('auto');
    }
  });

  it('renders nothing while closed', () => {
    render(<AttributePanel {...props({ opened: false })} />);
    expect(screen.queryByRole('heading', { name: 'Pizza Margherita' })).toBeNull();
  });

  it('marks groups required with the units still missing, or optional, and shows the cap', () => {
    render(<AttributePanel {...props()} />);
    expect(group('Dip dazu').getByText('Required')).toBeTruthy();
    expect(group('Dip dazu').getByText('Choose 2 more')).toBeTruthy();
    expect(group('Größe').getByText('Choose 1 more · Up to 1')).toBeTruthy();
    expect(group('Extra-Belag').getByText('Optional')).toBeTruthy();
    expect(group('Extra-Belag').getByText('Up to 3')).toBeTruthy();
    expect(group('Extra-Belag').queryByText(/more/)).toBeNull();
  });

  it('drops the reminder once a required group is complete', () => {
    render(<AttributePanel {...props({ selection: { 1: { 12: 1 } }, remaining: { 1: 0 } })} />);
    expect(group('Größe').getByText('Required')).toBeTruthy();
    expect(group('Größe').queryByText(/Choose/)).toBeNull();
  });

  it('offers single-select groups as radios and reports every click, the chosen one included', () => {
    const onToggle = vi.fn();
    render(<AttributePanel {...props({ onToggle, selection: { 1: { 11: 1 } } })} />);
    const radios = within(screen.getByRole('radiogroup', { name: 'Größe' })).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect((screen.getByRole('radio', { name: /Klein/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /Mittel/ }));
    expect(onToggle).toHaveBeenLastCalledWith(1, 12);
    fireEvent.click(screen.getByRole('radio', { name: /Klein/ }));
    expect(onToggle).toHaveBeenLastCalledWith(1, 11);
  });

  it('shows surcharges only above zero', () => {
    render(<AttributePanel {...props()} />);
    expect(screen.getByRole('radio', { name: 'Mittel (30 cm) + €2.00' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Klein (26 cm)' })).toBeTruthy();
  });

  it('offers multi-select groups as checkboxes', () => {
    const onToggle = vi.fn();
    render(<AttributePanel {...props({ onToggle })} />);
    fireEvent.click(screen.getByRole('checkbox', { name: /Rucola/ }));
    expect(onToggle).toHaveBeenCalledWith(2, 22);
  });

  it('disables the items a capped group has not chosen', () => {
    render(<AttributePanel {...props({ selection: { 2: { 21: 2, 22: 1 } }, capped: { 2: true } })} />);
    expect((screen.getByRole('checkbox', { name: /Rucola/ }) as HTMLInputElement).disabled).toBe(false);
    expect((screen.getByRole('checkbox', { name: /Parmaschinken/ }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: /Champignons/ }) as HTMLInputElement).disabled).toBe(true);
  });

  it('keeps a single-select group open at its cap: choosing replaces', () => {
    render(<AttributePanel {...props({ selection: { 1: { 11: 1 } }, capped: { 1: true } })} />);
    expect((screen.getByRole('radio', { name: /Mittel/ }) as HTMLInputElement).disabled).toBe(false);
  });

  it('shows a stepper on chosen multi-select items, minus disabled at 1 and plus at the cap', () => {
    const onIncrease = vi.fn();
    const onDecrease = vi.fn();
    const { unmount } = render(<AttributePanel {...props({ selection: { 2: { 21: 2, 22: 1 } }, onIncrease, onDecrease })} />);
    const mozzarella = within(screen.getByRole('group', { name: 'Büffelmozzarella' }));
    expect(mozzarella.getByText('2')).toBeTruthy();
    fireEvent.click(mozzarella.getByRole('button', { name: 'One less Büffelmozzarella' }));
    expect(onDecrease).toHaveBeenCalledWith(2, 21);
    fireEvent.click(mozzarella.getByRole('button', { name: 'One more Büffelmozzarella' }));
    expect(onIncrease).toHaveBeenCalledWith(2, 21);
    const rucola = within(screen.getByRole('group', { name: 'Rucola' }));
    expect((rucola.getByRole('button', { name: 'One less Rucola' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('group', { name: 'Parmaschinken' })).toBeNull();

    unmount();
    render(<AttributePanel {...props({ selection: { 2: { 21: 2, 22: 1 } }, capped: { 2: true }, onIncrease, onDecrease })} />);
    expect((screen.getByRole('button', { name: 'One more Rucola' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('has no item steppers without the increase and decrease callbacks', () => {
    render(<AttributePanel {...props({ selection: { 2: { 21: 2 } } })} />);
    expect(screen.queryByRole('group', { name: 'Büffelmozzarella' })).toBeNull();
  });

  it('keeps Add disabled until the selection can be added', () => {
    const onAdd = vi.fn();
    const { unmount } = render(<AttributePanel {...props({ onAdd, total: 12.5 })} />);
    const add = screen.getByRole('button', { name: 'Add · €12.50' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    unmount();
    render(<AttributePanel {...props({ onAdd, total: 12.5, canAdd: true })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add · €12.50' }));
    expect(onAdd).toHaveBeenCalledOnce();
  });

  it('changes the quantity between 1 and the maximum', () => {
    const onQuantityChange = vi.fn();
    const { unmount } = render(<AttributePanel {...props({ onQuantityChange })} />);
    const quantity = within(screen.getByRole('group', { name: 'Quantity' }));
    expect((quantity.getByRole('button', { name: 'One less Quantity' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(quantity.getByRole('button', { name: 'One more Quantity' }));
    expect(onQuantityChange).toHaveBeenCalledWith(2);

    unmount();
    render(<AttributePanel {...props({ onQuantityChange, quantity: 3, maxQuantity: 3 })} />);
    expect((screen.getByRole('button', { name: 'One more Quantity' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'One less Quantity' }));
    expect(onQuantityChange).toHaveBeenLastCalledWith(2);
  });

  it('shows the error and the adding state', () => {
    render(<AttributePanel {...props({ canAdd: true, adding: true, error: 'Product is out of stock' })} />);
    expect(screen.getByRole('alert').textContent).toContain('Product is out of stock');
    expect(screen.getByRole('button', { name: /Add ·/ }).getAttribute('data-loading')).toBe('true');
  });

  it('closes from the close button', () => {
    const onClose = vi.fn();
    render(<AttributePanel {...props({ onClose })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('speaks German', () => {
    render(<AttributePanel {...props({ total: 12.5 })} />, { language: 'de' });
    expect(screen.getByRole('button', { name: /^Hinzufügen · 12,50\s€$/ })).toBeTruthy();
    expect(group('Dip dazu').getByText('Noch 2 auswählen')).toBeTruthy();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <AttributePanel {...props({ selection: { 1: { 12: 1 }, 2: { 21: 2 } }, onIncrease: vi.fn(), onDecrease: vi.fn(), error: 'Oops' })} />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
