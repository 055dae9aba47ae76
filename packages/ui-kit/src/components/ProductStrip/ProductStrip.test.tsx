import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { demoPopularProducts, pizzaDiavola, pizzaMargherita } from '../menu-fixtures.ts';
import { ProductStrip } from './ProductStrip.tsx';

describe('ProductStrip', () => {
  it('lists the products under its title, with names and prices', () => {
    render(<ProductStrip title="Most popular" products={demoPopularProducts} onAdd={() => {}} />);
    const section = screen.getByRole('region', { name: 'Most popular' });
    expect(section.querySelectorAll('li')).toHaveLength(demoPopularProducts.length);
    expect(screen.getByText('Pizza Margherita')).toBeTruthy();
    expect(screen.getByText('€9.50')).toBeTruthy();
  });

  it('adds a product with its "+" button', () => {
    const onAdd = vi.fn();
    render(<ProductStrip title="Most popular" products={demoPopularProducts} onAdd={onAdd} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Pizza Diavola' }));
    expect(onAdd).toHaveBeenCalledWith(pizzaDiavola);
  });

  it('shows a spinner on the product being added', () => {
    const onAdd = vi.fn();
    render(<ProductStrip title="Most popular" products={demoPopularProducts} onAdd={onAdd} addingId={pizzaMargherita.id} />);
    expect(screen.getByRole('button', { name: 'Add Pizza Margherita' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'Add Pizza Diavola' }).getAttribute('aria-busy')).toBeNull();
  });

  it('cannot add a sold-out product', () => {
    const onAdd = vi.fn();
    render(<ProductStrip title="Most popular" products={demoPopularProducts} onAdd={onAdd} />);
    const button = screen.getByRole('button', { name: 'Add Süßkartoffelpommes' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText('Out of stock')).toBeTruthy();
  });

  it('cannot add a product whose last units are already in the cart', () => {
    const [first] = demoPopularProducts;
    if (!first) throw new Error('fixture without products');
    render(<ProductStrip title="Most popular" products={[first]} onAdd={vi.fn()} availableOf={() => 0} />);
    expect((screen.getByRole('button', { name: `Add ${first.name}` }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('gives the cues a menu card gives: the delivery types a product is alone for, and "from" with options', () => {
    render(
      <ProductStrip
        title="Most popular"
        products={[pizzaMargherita, pizzaDiavola]}
        onAdd={() => {}}
        cuesOf={(product) =>
          product.id === pizzaDiavola.id ? { deliveryNote: 'Only for pickup and eat-in' } : { withOptions: true, deliveryNote: null }
        }
      />,
    );
    const [margherita, diavola] = screen.getAllByRole('listitem');
    if (!margherita || !diavola) throw new Error('two tiles expected');
    expect(within(margherita).getByText('from €9.50')).toBeTruthy();
    expect(within(margherita).getByText('With options')).toBeTruthy();
    expect(within(margherita).queryByText(/^Only for/)).toBeNull();
    expect(within(diavola).getByText('Only for pickup and eat-in')).toBeTruthy();
    expect(within(diavola).queryByText('With options')).toBeNull();
  });

  it('hides the buttons without onAdd', () => {
    render(<ProductStrip title="Most popular" products={demoPopularProducts} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders nothing without products', () => {
    const { container } = render(<ProductStrip title="Most popular" products={[]} />);
    expect(container.querySelector('section')).toBeNull();
    expect(screen.queryByText('Most popular')).toBeNull();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<ProductStrip title="Most popular" products={demoPopularProducts} onAdd={() => {}} addingId={101} />);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps the restaurant’s own text direction for product names on a right-to-left page', () => {
    render(<ProductStrip title="الأكثر طلبًا" products={demoPopularProducts} onAdd={() => {}} />, { language: 'ar' });
    expect(screen.getByText('Pizza Margherita').getAttribute('dir')).toBe('auto');
  });
});
