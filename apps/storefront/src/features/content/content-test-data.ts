import type { Blog, BlogSummary, LegalContents, Testimonial } from '@platter/contract';

/** Contract-shaped content for the screen tests of this area. */

export const kitchen = { id: 1, name: 'Küche' };
export const season = { id: 2, name: 'Saison' };

export function blogSummary(id: number, slug: string, title: string, tags = [kitchen]): BlogSummary {
  return { id, slug, title, excerpt: `${title}: die Kurzfassung.`, image: null, published_at: '2026-11-13T10:00:00.000Z', tags };
}

export const POSTS: BlogSummary[] = [
  blogSummary(2, 'spargelzeit', 'Spargelzeit in Berlin', [season, kitchen]),
  blogSummary(1, 'pizzateig', 'Der perfekte Pizzateig'),
];

export const PIZZA_POST: Blog = {
  ...blogSummary(1, 'pizzateig', 'Der perfekte Pizzateig'),
  body: '<h2>Kalte Gare</h2><p>48 Stunden.</p><script>window.blogScriptRan = true</script><img src="x" onerror="window.blogScriptRan = true">',
};

export const LEGAL: LegalContents = {
  about_us: '<h2>Über uns</h2><p>Seit 2012.</p>',
  privacy_policy: null,
  imprint: '<h2>Impressum</h2><p>Demo Bistro GmbH, Torstraße 125</p>',
  terms_and_conditions: '<h2>AGB</h2><p>§ 1</p>',
};

export const TESTIMONIALS: Testimonial[] = [
  { id: 1, name: 'Anna K.', rating: 5, body: 'Die beste Pizza in Mitte!', created_at: '2026-11-20T18:00:00.000Z' },
];

/** One page of posts as `api/blogs` answers it. */
export function page(items: BlogSummary[], pageNumber = 1, total = items.length, limit = 12) {
  return { items, page: pageNumber, limit, total };
}

/** A 422 as the server sends it for a failed field check. */
export function validationFailure(field: string, code: string, body = code): Response {
  return new Response(JSON.stringify({ message: { body }, errors: { [field]: [code] } }), {
    status: 422,
    headers: { 'content-type': 'application/json' },
  });
}
