import { createFakeApi } from '@platter/ordering/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { PIZZA_POST, POSTS, page, season, validationFailure } from './content-test-data.ts';

const withBlog = { has_blog: true };

describe('the blog screens', () => {
  afterEach(() => localStorage.clear());

  it('lists the posts as cards and opens one to read, without running its script', async () => {
    const api = createFakeApi({
      restaurant: withBlog,
      routes: {
        blogs: () => page(POSTS),
        'blogs/show/slug': (_request, url) =>
          url.searchParams.get('blogSlug') === 'pizzateig' ? PIZZA_POST : validationFailure('blogSlug', 'blog_does_not_exists'),
      },
    });
    const { router } = renderApp({ path: '/blogs', api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeTruthy();
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    await waitFor(() => expect(document.title).toBe('Demo Bistro | Blog'));

    fireEvent.click(screen.getByRole('link', { name: 'Der perfekte Pizzateig' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Der perfekte Pizzateig' })).toBeTruthy();
    expect(router.location.pathname).toBe('/blogs/pizzateig');
    expect(screen.getByRole('heading', { level: 2, name: 'Kalte Gare' })).toBeTruthy();
    expect(document.querySelector('main script, article script')).toBeNull();
    expect((window as { blogScriptRan?: boolean }).blogScriptRan).toBeUndefined();
  });

  it('says when a post does not exist and leads back to the list', async () => {
    renderApp({
      path: '/blogs/gibt-es-nicht',
      api: { restaurant: withBlog, routes: { 'blogs/show/slug': () => validationFailure('blogSlug', 'blog_does_not_exists') } },
    });
    expect(await screen.findByRole('heading', { name: 'This post does not exist' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All posts' }).getAttribute('href')).toBe('/blogs');
  });

  it('pages through the posts and keeps the page in the address', async () => {
    const api = createFakeApi({
      restaurant: withBlog,
      routes: { blogs: (_request, url) => page(POSTS, Number(url.searchParams.get('page') ?? 1), 30) },
    });
    const { router } = renderApp({ path: '/blogs', api });
    fireEvent.click(await screen.findByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(router.location.search).toBe('?page=3'));
    expect(await screen.findByRole('button', { name: 'Page 3', current: 'page' })).toBeTruthy();
  });

  it('shows an empty state when there are no posts yet', async () => {
    renderApp({ path: '/blogs', api: { restaurant: withBlog, routes: { blogs: () => page([]) } } });
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeTruthy();
  });

  it('offers a retry when the posts cannot be loaded', async () => {
    const api = createFakeApi({ restaurant: withBlog, failing: ['blogs'] });
    renderApp({ path: '/blogs', api });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert.textContent).toContain('The posts could not be loaded');
    const before = api.calls.filter((call) => call === 'blogs').length;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.calls.filter((call) => call === 'blogs').length).toBeGreaterThan(before));
  });

  it('lists the posts of a tag under its name', async () => {
    const api = createFakeApi({
      restaurant: withBlog,
      routes: {
        'blogs/by-tag': (_request, url) => ({
          ...page(POSTS.slice(0, 1)),
          tag: { id: Number(url.searchParams.get('tagId')), name: season.name },
        }),
      },
    });
    renderApp({ path: '/tags/2', api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Posts about #Saison' })).toBeTruthy();
    expect(screen.getByText('1 post')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('shows the not-found page for a tag id that is not digits', async () => {
    const api = createFakeApi({ restaurant: withBlog });
    renderApp({ path: '/tags/abc', api });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Demo Bistro | Error'));
    expect(api.calls).not.toContain('blogs/by-tag');
  });

  it('says when a tag does not exist', async () => {
    renderApp({
      path: '/tags/99',
      api: { restaurant: withBlog, routes: { 'blogs/by-tag': () => validationFailure('tagId', 'tag_does_not_exists') } },
    });
    expect(await screen.findByRole('heading', { name: 'This topic does not exist' })).toBeTruthy();
  });

  it('has no blog pages when the restaurant has no blog', async () => {
    const api = createFakeApi({ restaurant: { has_blog: false } });
    renderApp({ path: '/blogs', api });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(api.calls).not.toContain('blogs');
    expect(screen.queryByRole('link', { name: 'Blog' })).toBeNull();
  });
});
