import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { demoBlogSummaries } from '../content-fixtures.ts';
import { BLOG_SKELETON_COUNT, BlogList, type BlogListProps } from './BlogList.tsx';

function setup(overrides: Partial<BlogListProps> = {}) {
  const props: BlogListProps = {
    blogs: demoBlogSummaries,
    blogHref: (slug) => `/blogs/${slug}`,
    tagHref: (id) => `/tags/${id}`,
    timeZone: 'Europe/Berlin',
    ...overrides,
  };
  return { ...render(<BlogList {...props} />), props };
}

describe('BlogList', () => {
  it('shows each post as a card with its date, link, excerpt and tag links', () => {
    setup();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'Happy Hour: jetzt jeden Werktag' }).getAttribute('href')).toBe(
      '/blogs/happy-hour-jetzt-werktags',
    );
    expect(first.getByText('November 19, 2026')).toBeTruthy();
    expect(first.getByRole('link', { name: '#Neuigkeiten' }).getAttribute('href')).toBe('/tags/3');
    expect(first.getByText(/Cocktails, Limonade/)).toBeTruthy();
  });

  it('shows skeletons while loading', () => {
    const { container } = setup({ blogs: undefined, loading: true });
    expect(screen.getByRole('status').textContent).toBe('Loading posts…');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(container.querySelectorAll('.mantine-Skeleton-root').length).toBeGreaterThanOrEqual(BLOG_SKELETON_COUNT);
  });

  it('says so when there are no posts', () => {
    setup({ blogs: [] });
    expect(screen.getByRole('heading', { name: 'No posts yet' })).toBeTruthy();
  });

  it('shows the failure with a retry button', () => {
    const onRetry = vi.fn();
    setup({ blogs: undefined, error: 'We could not reach the restaurant.', onRetry });
    expect(screen.getByRole('alert').textContent).toContain('We could not reach the restaurant.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('pages through the posts only when there is more than one page', () => {
    const onPageChange = vi.fn();
    const { unmount } = setup({ totalPages: 3, page: 1, onPageChange });
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    unmount();
    setup({ totalPages: 1, onPageChange });
    expect(screen.queryByRole('navigation', { name: 'Pages of posts' })).toBeNull();
  });

  it('has no accessibility violations', async () => {
    const { container } = setup({ totalPages: 2, onPageChange: () => {} });
    expect(await axeViolations(container)).toEqual([]);
  });
});
