import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { ProductCardSkeleton } from './ProductCardSkeleton.tsx';

describe('ProductCardSkeleton', () => {
  it('stands in for a card without anything to read or press', () => {
    render(<ProductCardSkeleton />);
    const card = screen.getByTestId('product-card-skeleton');
    expect(card.getAttribute('aria-hidden')).toBe('true');
    expect(card.querySelectorAll('.mantine-Skeleton-root').length).toBeGreaterThanOrEqual(5);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<ProductCardSkeleton />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
