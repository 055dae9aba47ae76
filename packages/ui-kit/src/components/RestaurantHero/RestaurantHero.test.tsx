import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../test/render.tsx';
import { RestaurantHero } from './RestaurantHero.tsx';

describe('RestaurantHero', () => {
  it('puts the title in the page heading', () => {
    render(<RestaurantHero title="Welcome to Demo Bistro" subtitle="Order online" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Demo Bistro' })).toBeTruthy();
    expect(screen.getByText('Order online')).toBeTruthy();
  });

  it('uses the main image as its background, quoted safely', () => {
    const { container } = render(<RestaurantHero title="Hi" imageUrl="/images/main (1).jpg" />);
    const root = container.querySelector('[data-with-image]') as HTMLElement;
    expect(root.style.backgroundImage).toBe('url("/images/main (1).jpg")');
  });

  it('has the browser fetch the main image first, before it reads the stylesheet that names it', async () => {
    render(<RestaurantHero title="Hi" imageUrl="/images/hero.jpg" />);
    await waitFor(() => {
      const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"][href="/images/hero.jpg"]');
      expect(link?.getAttribute('fetchpriority')).toBe('high');
    });
  });
});
