import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { SafeHtml } from './SafeHtml.tsx';

describe('SafeHtml', () => {
  it('renders the allowed markup as elements and nothing that could run', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<h1>Impressum</h1><p onclick="alert(1)">Demo <b>Bistro</b></p><script>window.hacked = true</script><a href="javascript:alert(1)">x</a>'
        }
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Impressum' })).toBeTruthy();
    expect(screen.getByText('Bistro').tagName).toBe('B');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
    expect(container.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('opens web links in a new tab and lazy-loads pictures', () => {
    const { container } = render(<SafeHtml html={'<p><a href="https://example.com">Web</a><img src="/a.jpg" alt="Ofen"></p>'} />);
    const link = screen.getByRole('link', { name: 'Web' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<SafeHtml html="<h2>Über uns</h2><p>Seit 2012 in Berlin.</p><ul><li>Pizza</li></ul>" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
