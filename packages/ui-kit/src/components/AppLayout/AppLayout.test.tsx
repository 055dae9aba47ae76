import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../test/render.tsx';
import { AppLayout } from './AppLayout.tsx';

describe('AppLayout', () => {
  it('places header, side menu, content and footer', () => {
    render(
      <AppLayout header={<h1>Demo Bistro</h1>} sideMenu={<nav aria-label="Categories" />} footer={<p>© 2026</p>}>
        <p>The menu</p>
      </AppLayout>,
    );
    expect(screen.getByRole('banner').textContent).toContain('Demo Bistro');
    expect(screen.getByRole('navigation', { name: 'Categories' }).closest('.mantine-AppShell-navbar')).not.toBeNull();
    const main = screen.getByRole('main');
    expect(main.textContent).toContain('The menu');
    expect(main.textContent).toContain('© 2026');
  });

  it('has no side panel in the top-menu layout', () => {
    const { container } = render(
      <AppLayout header={<h1>Demo Bistro</h1>}>
        <p>The menu</p>
      </AppLayout>,
    );
    expect(container.querySelector('.mantine-AppShell-navbar')).toBeNull();
    expect(screen.getByRole('main').textContent).toContain('The menu');
  });
});
