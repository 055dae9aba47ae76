import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { ColorSchemeToggle } from './ColorSchemeToggle.tsx';

describe('ColorSchemeToggle', () => {
  it('offers the other scheme and switches to it', () => {
    render(<ColorSchemeToggle />);
    fireEvent.click(screen.getByRole('button', { name: 'Colour scheme: Dark' }));
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    fireEvent.click(screen.getByRole('button', { name: 'Colour scheme: Light' }));
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<ColorSchemeToggle />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
