import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { SocialLinks } from './SocialLinks.tsx';

describe('SocialLinks', () => {
  it('links only the networks with an address, each opening in a new tab', () => {
    render(<SocialLinks links={{ instagram: 'https://instagram.com/demo', facebook: '  ', youtube: null }} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('https://instagram.com/demo');
    expect(links[0]?.getAttribute('target')).toBe('_blank');
    expect(links[0]?.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'Instagram' })).toBeTruthy();
  });

  it('renders nothing without profiles', () => {
    const { container } = render(<SocialLinks links={{}} />);
    expect(container.querySelector('ul')).toBeNull();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<SocialLinks links={{ instagram: 'https://instagram.com/demo', tiktok: 'https://tiktok.com/@demo' }} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
