import { blogPageSchema, blogSchema, blogsByTagSchema, envelopeSchema } from '@platter/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../helpers/dialects.ts';
import { publicToken } from '../helpers/tokens.ts';
import {
  buildContentApp,
  type ContentCaller,
  type ContentTestApp,
  callAs,
  createBlog,
  createRestaurant,
  createTag,
  START,
} from './fixtures.ts';

describe.each(DIALECTS)('the blog calls on %s', (dialect) => {
  let test: ContentTestApp;
  let call: ContentCaller;
  let restaurantId: number;
  let otherRestaurantId: number;
  let noBlogRestaurantId: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    test = await buildContentApp(dialect);
    const { db } = test;
    restaurantId = await createRestaurant(db, { slug: 'blog-a', settings: { has_blog: true } });
    otherRestaurantId = await createRestaurant(db, { slug: 'blog-b', settings: { has_blog: true } });
    noBlogRestaurantId = await createRestaurant(db, { slug: 'blog-none' });
    ids.vegan = await createTag(db, restaurantId, 'Vegan');
    ids.winter = await createTag(db, restaurantId, 'Winter');
    ids.summer = await createTag(db, otherRestaurantId, 'Sommer');
    ids.first = await createBlog(db, { restaurantId, slug: 'first', publishedAt: '2026-11-01T08:00:00.000Z', image: '/img/first.jpg' });
    ids.second = await createBlog(db, {
      restaurantId,
      slug: 'second',
      publishedAt: '2026-11-20T08:00:00.000Z',
      tagIds: [ids.winter, ids.vegan],
    });
    ids.draft = await createBlog(db, { restaurantId, slug: 'draft', publishedAt: '2026-12-01T08:00:00.000Z', tagIds: [ids.vegan] });
    ids.other = await createBlog(db, {
      restaurantId: otherRestaurantId,
      slug: 'other',
      publishedAt: '2026-11-10T08:00:00.000Z',
      tagIds: [ids.summer],
    });
    await createBlog(db, { restaurantId: noBlogRestaurantId, slug: 'hidden', publishedAt: '2026-11-10T08:00:00.000Z' });
    call = callAs(test.app, await publicToken(test.app));
  });
  afterAll(() => test.close());

  it('lists the published blogs newest first, each with its tags', async () => {
    const response = await call.get('/api/blogs', { restaurantId });
    expect(response.statusCode).toBe(200);
    const { data } = envelopeSchema(blogPageSchema).parse(response.json());
    expect(data).toMatchObject({ page: 1, limit: 12, total: 2 });
    expect(data.items).toEqual([
      {
        id: ids.second,
        slug: 'second',
        title: 'Title of second',
        excerpt: 'Excerpt of second',
        image: null,
        published_at: '2026-11-20T08:00:00.000Z',
        tags: [
          { id: ids.vegan, name: 'Vegan' },
          { id: ids.winter, name: 'Winter' },
        ],
      },
      {
        id: ids.first,
        slug: 'first',
        title: 'Title of first',
        excerpt: 'Excerpt of first',
        image: '/img/first.jpg',
        published_at: '2026-11-01T08:00:00.000Z',
        tags: [],
      },
    ]);
  });

  it('pages the list', async () => {
    const { data } = envelopeSchema(blogPageSchema).parse((await call.get('/api/blogs', { restaurantId, page: 2, limit: 1 })).json());
    expect(data).toMatchObject({ page: 2, limit: 1, total: 2 });
    expect(data.items.map((blog) => blog.slug)).toEqual(['first']);
    const beyond = await call.get('/api/blogs', { restaurantId, page: 3, limit: 1 });
    expect(beyond.json().data.items).toEqual([]);
    const tooMany = await call.get('/api/blogs', { restaurantId, limit: 51 });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toEqual({ limit: ['too_big'] });
  });

  it('shows a blog once its publication time has come', async () => {
    test.clock.now = new Date('2026-12-01T08:00:00.000Z');
    try {
      // The guest's first token has expired by then; the storefront fetches a new one.
      const later = callAs(test.app, await publicToken(test.app));
      const { data } = envelopeSchema(blogPageSchema).parse((await later.get('/api/blogs', { restaurantId })).json());
      expect(data.items.map((blog) => blog.slug)).toEqual(['draft', 'second', 'first']);
    } finally {
      test.clock.now = START;
    }
  });

  it('lists the blogs of a tag, with the tag', async () => {
    const response = await call.get('/api/blogs/by-tag', { tagId: ids.vegan ?? 0, restaurantId });
    expect(response.statusCode).toBe(200);
    const { data } = envelopeSchema(blogsByTagSchema).parse(response.json());
    expect(data.tag).toEqual({ id: ids.vegan, name: 'Vegan' });
    expect(data.items.map((blog) => blog.slug)).toEqual(['second']);
    expect(data.total).toBe(1);
  });

  it("refuses another restaurant's tag, an unknown tag and a tag id that is not digits", async () => {
    for (const tagId of [ids.summer ?? 0, 999_999]) {
      const response = await call.get('/api/blogs/by-tag', { tagId, restaurantId });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ tagId: ['tag_does_not_exists'] });
    }
    for (const tagId of ['abc', '12a', '0x1', '-3', '1.5']) {
      expect((await call.get('/api/blogs/by-tag', { tagId, restaurantId })).json().errors, tagId).toEqual({ tagId: ['must_be_numeric'] });
    }
    expect((await call.get('/api/blogs/by-tag', { tagId: 2 ** 31, restaurantId })).json().errors).toEqual({ tagId: ['invalid'] });
    expect((await call.get('/api/blogs/by-tag', { restaurantId })).json().errors).toEqual({ tagId: ['required'] });
  });

  it('shows one blog with its body, by id and by slug', async () => {
    const byId = await call.get('/api/blogs/show', { blogId: ids.second ?? 0, restaurantId });
    expect(byId.statusCode).toBe(200);
    const blog = envelopeSchema(blogSchema).parse(byId.json()).data;
    expect(blog).toMatchObject({ id: ids.second, slug: 'second', body: '<p>Body of second</p>' });
    expect(blog.tags.map((tag) => tag.name)).toEqual(['Vegan', 'Winter']);

    const bySlug = await call.get('/api/blogs/show/slug', { blogSlug: 'second', restaurantId });
    expect(envelopeSchema(blogSchema).parse(bySlug.json()).data).toEqual(blog);
  });

  it("never shows an unpublished blog, or another restaurant's", async () => {
    for (const blogId of [ids.draft ?? 0, ids.other ?? 0, 424_242]) {
      const response = await call.get('/api/blogs/show', { blogId, restaurantId });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ blogId: ['blog_does_not_exists'] });
    }
    for (const blogSlug of ['draft', 'other', 'hidden', 'nothing']) {
      const response = await call.get('/api/blogs/show/slug', { blogSlug, restaurantId });
      expect(response.json().errors, blogSlug).toEqual({ blogSlug: ['blog_does_not_exists'] });
    }
  });

  it('names missing and bad parameters', async () => {
    expect((await call.get('/api/blogs/show', { restaurantId })).json().errors).toEqual({ blogId: ['required'] });
    expect((await call.get('/api/blogs/show', { blogId: 'abc', restaurantId })).json().errors).toEqual({ blogId: ['must_be_numeric'] });
    expect((await call.get('/api/blogs/show/slug', { blogSlug: '', restaurantId })).json().errors).toEqual({ blogSlug: ['required'] });
    expect((await call.get('/api/blogs/show/slug', { blogSlug: 'x'.repeat(201), restaurantId })).json().errors).toEqual({
      blogSlug: ['too_big'],
    });
    expect((await call.get('/api/blogs', {})).json().errors).toEqual({ restaurantId: ['required'] });
  });

  it('answers 404 blog_not_available when the restaurant has no blog', async () => {
    const requests = [
      call.get('/api/blogs', { restaurantId: noBlogRestaurantId }),
      call.get('/api/blogs/by-tag', { tagId: ids.vegan ?? 0, restaurantId: noBlogRestaurantId }),
      call.get('/api/blogs/show', { blogId: ids.first ?? 0, restaurantId: noBlogRestaurantId }),
      call.get('/api/blogs/show/slug', { blogSlug: 'hidden', restaurantId: noBlogRestaurantId }),
    ];
    for (const response of await Promise.all(requests)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'blog_not_available', message: { body: 'This restaurant has no blog.' } });
    }
  });

  it('names an unknown restaurant, in the language asked for', async () => {
    const response = await call.get('/api/blogs/show', { blogId: ids.first ?? 0, restaurantId: 777_777, lang: 'de' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { restaurantId: ['restaurant_does_not_exists'] },
      message: { body: 'Dieses Restaurant existiert nicht.' },
    });
    const german = await call.get('/api/blogs/show/slug', { blogSlug: 'nothing', restaurantId }, { 'accept-language': 'de-DE,de;q=0.9' });
    expect(german.json().message.body).toBe('Dieser Blogbeitrag existiert nicht.');
  });

  it('needs a token', async () => {
    const anonymous = callAs(test.app, null);
    for (const url of ['/api/blogs', '/api/blogs/by-tag', '/api/blogs/show', '/api/blogs/show/slug']) {
      const response = await anonymous.get(url, { restaurantId });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().code).toBe('unauthenticated');
    }
  });
});
