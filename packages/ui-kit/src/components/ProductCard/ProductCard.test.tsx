import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { apfelschorle, demoProduct, familienBox, pizzaDiavola, pizzaMargherita, tiramisu } from '../menu-fixtures.ts';
import { ProductCard } from './ProductCard.tsx';

/** A card whose add button starts adding, as the menu's host does. */
function AddingCard() {
  const [adding, setAdding] = useState(false);
  return <ProductCard product={pizzaMargherita} available={null} onAdd={() => setAdding(true)} adding={adding} />;
}

describe('ProductCard', () => {
  it('shows the dish and adds it with the round button', () => {
    const onAdd = vi.fn();
    render(<ProductCard product={pizzaMargherita} available={null} onAdd={onAdd} />);
    expect(screen.getByRole('heading', { name: 'Pizza Margherita' })).toBeTruthy();
    expect(screen.getByText(/San-Marzano-Tomaten/)).toBeTruthy();
    expect(screen.getByText('€9.50')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Pizza Margherita' }));
    expect(onAdd).toHaveBeenCalledWith(pizzaMargherita);
  });

  it('opens the details from the card or its name, but not from the add button', () => {
    const onAdd = vi.fn();
    const onOpen = vi.fn();
    render(<ProductCard product={pizzaMargherita} available={null} onAdd={onAdd} onOpen={onOpen} />);
    fireEvent.click(screen.getByText(/San-Marzano-Tomaten/));
    expect(onOpen).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Pizza Margherita' }));
    expect(onOpen).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: 'Add Pizza Margherita' }));
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(onAdd).toHaveBeenCalledOnce();
  });

  it('shows the name as plain text when the card does not open', () => {
    render(<ProductCard product={pizzaMargherita} available={null} />);
    expect(screen.queryByRole('button', { name: 'Pizza Margherita' })).toBeNull();
  });

  it('hides the add button in catalogue-only mode', () => {
    render(<ProductCard product={pizzaMargherita} available={null} />);
    expect(screen.queryByRole('button', { name: /^Add / })).toBeNull();
  });

  it('shows a happy-hour price next to the struck-through regular price', () => {
    render(<ProductCard product={pizzaDiavola} available={null} onAdd={() => {}} />);
    expect(screen.getByText('Happy hour')).toBeTruthy();
    expect(screen.getByText('€8.90')).toBeTruthy();
    const regular = screen.getByText('€12.90', { exact: false });
    expect(regular.tagName).toBe('S');
    expect(regular.textContent).toBe('Regular price: €12.90');
  });

  it('shows "from" the minimum price of a product with choices', () => {
    render(<ProductCard product={familienBox} available={null} />);
    expect(screen.getByText('from €34.90')).toBeTruthy();
    expect(screen.queryByText('€39.90')).toBeNull();
  });

  it('shows the deposit', () => {
    render(<ProductCard product={apfelschorle} available={null} />);
    expect(screen.getByText('+ €0.25 deposit')).toBeTruthy();
  });

  it('names the allergens for screen readers', () => {
    render(<ProductCard product={tiramisu} available={null} />);
    expect(screen.getByText('Allergens: A, C, G')).toBeTruthy();
    expect(screen.getByText('C')).toBeTruthy();
  });

  it('names the allergens in a tooltip while the pointer is on them, loaded on the first hover', async () => {
    render(<ProductCard product={tiramisu} available={null} />);
    expect(screen.queryByRole('tooltip')).toBeNull();
    // The codes' box, around the screen reader's text (a span; the tooltip is a div).
    const codes = () => screen.getByText('Allergens: A, C, G', { selector: 'span' }).parentElement as HTMLElement;
    fireEvent.mouseEnter(codes());
    expect((await screen.findByRole('tooltip')).textContent).toBe('Allergens: A, C, G');
    fireEvent.mouseLeave(codes());
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    fireEvent.mouseEnter(codes());
    expect((await screen.findByRole('tooltip')).textContent).toBe('Allergens: A, C, G');
  });

  it('marks an out-of-stock dish and disables adding it', () => {
    const onAdd = vi.fn();
    render(<ProductCard product={pizzaMargherita} available={0} onAdd={onAdd} />);
    expect(screen.getByText('Out of stock')).toBeTruthy();
    const add = screen.getByRole('button', { name: 'Add Pizza Margherita' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    fireEvent.click(add);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('keeps the add button focused while adding: a keyboard guest stays where they were', () => {
    render(<AddingCard />);
    const add = screen.getByRole('button', { name: 'Add Pizza Margherita' }) as HTMLButtonElement;
    add.focus();
    fireEvent.click(add);
    // A disabled button loses the focus to the top of the page.
    expect(add.getAttribute('aria-busy')).toBe('true');
    expect(add.disabled).toBe(false);
    expect(document.activeElement).toBe(add);
  });

  it('warns when only a few are left, and only then', () => {
    const cases: Array<[number | null, string | null]> = [
      [1, 'Only 1 left'],
      [5, 'Only 5 left'],
      [6, null],
      [null, null],
    ];
    for (const [available, hint] of cases) {
      const { unmount } = render(<ProductCard product={pizzaMargherita} available={available} onAdd={() => {}} />);
      if (hint) expect(screen.getByText(hint)).toBeTruthy();
      else expect(screen.queryByText(/left/)).toBeNull();
      unmount();
    }
  });

  it('shows a spinner while adding and blocks a second add', () => {
    const onAdd = vi.fn();
    render(<ProductCard product={pizzaMargherita} available={null} onAdd={onAdd} adding />);
    const add = screen.getByRole('button', { name: 'Add Pizza Margherita' });
    expect(add.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(add);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('loads the image lazily, falls back to the default image, then to a dish icon', () => {
    const first = render(<ProductCard product={pizzaMargherita} available={null} fallbackImageUrl="/images/main/demo.svg" />);
    const img = first.container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/images/products/pizza-margherita.svg');
    expect(img?.getAttribute('loading')).toBe('lazy');
    if (img) fireEvent.error(img);
    expect(first.container.querySelector('img')?.getAttribute('src')).toBe('/images/main/demo.svg');
    first.unmount();

    const noImage = demoProduct({ id: 9, name: 'Brotkorb', price: 2 });
    const second = render(<ProductCard product={noImage} available={null} fallbackImageUrl="/images/main/demo.svg" />);
    expect(second.container.querySelector('img')?.getAttribute('src')).toBe('/images/main/demo.svg');
    second.unmount();

    const third = render(<ProductCard product={noImage} available={null} />);
    expect(third.container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('dish-placeholder')).toBeTruthy();
  });

  it('speaks German', () => {
    render(<ProductCard product={pizzaDiavola} available={2} onAdd={() => {}} />, { language: 'de' });
    expect(screen.getByRole('button', { name: 'Pizza Diavola hinzufügen' })).toBeTruthy();
    expect(screen.getByText('8,90 €')).toBeTruthy();
    expect(screen.getByText('Nur noch 2 verfügbar')).toBeTruthy();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<ProductCard product={pizzaDiavola} available={3} onAdd={() => {}} onOpen={() => {}} />);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps the restaurant’s own text direction for the name and description on a right-to-left page', () => {
    // An Arabic page of a German menu: in the page's direction "… Olivenöl extra aus Apulien." put
    // its full stop at the left, and a description starting with a number ("180 g Rind…") came apart.
    render(<ProductCard product={pizzaMargherita} available={null} />, { language: 'ar' });
    expect(screen.getByText('Pizza Margherita').getAttribute('dir')).toBe('auto');
    expect(screen.getByText(/San-Marzano-Tomaten/).getAttribute('dir')).toBe('auto');
  });
});
