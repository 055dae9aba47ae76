import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { EventTopBar } from './EventTopBar.tsx';

const props = {
  address: 'Schönhauser Allee 36, 10435 Berlin',
  telephone: '+49 30 98765432',
  social: { instagram: 'https://www.instagram.com/demoevents' },
};

describe('EventTopBar', () => {
  it('shows the address, a telephone link that dials and the social profiles', () => {
    render(<EventTopBar {...props} />);
    expect(screen.getByText('Schönhauser Allee 36, 10435 Berlin')).toBeTruthy();
    expect(screen.getByRole('link', { name: /\+49 30 98765432/ }).getAttribute('href')).toBe('tel:+493098765432');
    expect(screen.getByRole('link', { name: 'Instagram' })).toBeTruthy();
  });

  it('leaves out what the restaurant does not have', () => {
    render(<EventTopBar address="" telephone="" social={{}} />);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<EventTopBar {...props} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
