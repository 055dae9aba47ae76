import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { demoPizzaProducts, pizzaMargherita } from '../menu-fixtures.ts';
import { ProductCard } from '../ProductCard/index.ts';
import { ProductGrid } from './ProductGrid.tsx';

describe('ProductGrid', () => {
  it('lays out the cards it is given', () => {
    render(
      <ProductGrid>
        {demoPizzaProducts.map((product) => (
          <ProductCard key={product.id} product={product} available={product.stock} />
        ))}
      </ProductGrid>,
    );
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(demoPizzaProducts.length);
    expect(screen.queryByTestId('product-card-skeleton')).toBeNull();
  });

  it('shows exactly 6 skeletons while loading, and not the children', () => {
    render(
      <ProductGrid loading>
        <ProductCard product={pizzaMargherita} available={null} />
      </ProductGrid>,
    );
    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(6);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading dishes…');
  });

  it('has no accessibility violations, loaded or loading', async () => {
    const loaded = render(
      <ProductGrid>
        {demoPizzaProducts.map((product) => (
          <ProductCard key={product.id} product={product} available={product.stock} onAdd={() => {}} />
        ))}
      </ProductGrid>,
    );
    expect(await axeViolations(loaded.container)).toEqual([]);
    loaded.unmount();
    const loading = render(<ProductGrid loading />);
    expect(await axeViolations(loading.container)).toEqual([]);
  });
});
