import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { demoBlog } from '../content-fixtures.ts';
import { BlogPost } from './BlogPost.tsx';

const links = { backHref: '/blogs', tagHref: (id: number) => `/tags/${id}` };

describe('BlogPost', () => {
  it('shows the title as the page heading, the date, tags and the sanitized body', () => {
    const { container } = render(<BlogPost blog={demoBlog} {...links} timeZone="Europe/Berlin" />);
    expect(screen.getByRole('heading', { level: 1, name: demoBlog.title })).toBeTruthy();
    expect(screen.getByText('November 13, 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: '#Küche' }).getAttribute('href')).toBe('/tags/1');
    expect(screen.getByRole('heading', { level: 2, name: 'Kalte Gare' })).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: 'All posts' }).getAttribute('href')).toBe('/blogs');
  });

  it('shows a skeleton while loading and a retry on failure', () => {
    const onRetry = vi.fn();
    const { unmount } = render(<BlogPost blog={undefined} {...links} />);
    expect(screen.getByRole('status').textContent).toBe('Loading the post…');
    unmount();
    render(<BlogPost blog={undefined} error="Something went wrong" onRetry={onRetry} {...links} />);
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<BlogPost blog={demoBlog} {...links} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
