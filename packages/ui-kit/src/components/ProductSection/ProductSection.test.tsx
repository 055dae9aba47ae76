import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { demoPizzaProducts, demoPreviewImages } from '../menu-fixtures.ts';
import { ProductCard } from '../ProductCard/index.ts';
import { ProductSection } from './ProductSection.tsx';

const cards = demoPizzaProducts.map((product) => <ProductCard key={product.id} product={product} available={product.stock} />);

describe('ProductSection', () => {
  it('is a section named by its heading, holding the cards', () => {
    render(
      <ProductSection title="Pizza Klassiker" id="subcategory-31">
        {cards}
      </ProductSection>,
    );
    const section = screen.getByRole('region', { name: 'Pizza Klassiker' });
    expect(section.id).toBe('subcategory-31');
    expect(screen.getByRole('heading', { level: 2, name: 'Pizza Klassiker' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(demoPizzaProducts.length);
    expect(screen.queryByTestId('section-previews')).toBeNull();
  });

  it('previews 5 images, then an ellipsis', () => {
    render(
      <ProductSection title="Pizza" previewImages={demoPreviewImages}>
        {cards}
      </ProductSection>,
    );
    const previews = screen.getByTestId('section-previews');
    expect(previews.querySelectorAll('img')).toHaveLength(5);
    expect(previews.textContent).toContain('…');
  });

  it('shows no ellipsis with 5 images or fewer', () => {
    render(
      <ProductSection title="Pizza" previewImages={demoPreviewImages.slice(0, 3)}>
        {cards}
      </ProductSection>,
    );
    const previews = screen.getByTestId('section-previews');
    expect(previews.querySelectorAll('img')).toHaveLength(3);
    expect(previews.textContent).not.toContain('…');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <ProductSection title="Pizza" imageUrl="/images/categories/demo-bistro-pizza.svg" previewImages={demoPreviewImages}>
        {cards}
      </ProductSection>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps the restaurant’s own text direction for its heading on a right-to-left page', () => {
    render(
      <ProductSection title="Pizza 30 cm" id="subcategory-31">
        {cards}
      </ProductSection>,
      { language: 'ar' },
    );
    expect(screen.getByText('Pizza 30 cm').getAttribute('dir')).toBe('auto');
  });
});
