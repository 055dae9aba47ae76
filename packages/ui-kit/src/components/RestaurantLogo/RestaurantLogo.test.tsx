import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../test/render.tsx';
import { RestaurantLogo } from './RestaurantLogo.tsx';

describe('RestaurantLogo', () => {
  it('shows the initials of the first two words without a logo', () => {
    render(<RestaurantLogo name="demo bistro" logoUrl={null} shape="round" />);
    expect(screen.getByText('DB')).toBeTruthy();
  });

  it('shows the first two letters of a one-word name', () => {
    render(<RestaurantLogo name="Zeitgeist" logoUrl={null} shape="square" />);
    expect(screen.getByText('ZE')).toBeTruthy();
  });

  it('shows a wide logo as an image named after the restaurant', () => {
    render(<RestaurantLogo name="Demo Events" logoUrl="/logo.svg" shape="wide" />);
    expect(screen.getByRole('img', { name: 'Demo Events' }).getAttribute('src')).toBe('/logo.svg');
  });
});
