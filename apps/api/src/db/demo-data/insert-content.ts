import { type DemoTransaction, daysBefore, idOf, idsByKey, insertAll } from './bulk.ts';
import { blogImageUrl } from './image-urls.ts';
import type { DemoContent } from './types.ts';

/** Legal texts, information pages, blogs with their tags, and testimonials of one restaurant. */
export async function insertContent(trx: DemoTransaction, restaurantId: number, content: DemoContent, now: Date): Promise<void> {
  await insertAll(
    trx,
    'legal_contents',
    content.legal.map((legal) => ({ ...legal, restaurant_id: restaurantId })),
  );
  await insertAll(
    trx,
    'information_pages',
    (content.informationPages ?? []).map((page, index) => ({ ...page, restaurant_id: restaurantId, priority: index + 1 })),
  );
  await insertAll(
    trx,
    'testimonials',
    (content.testimonials ?? []).map(({ daysAgo, ...testimonial }) => ({
      ...testimonial,
      restaurant_id: restaurantId,
      created_at: daysBefore(now, daysAgo),
    })),
  );
  await insertBlogs(trx, restaurantId, content.blogs ?? [], now);
}

async function insertBlogs(trx: DemoTransaction, restaurantId: number, blogs: NonNullable<DemoContent['blogs']>, now: Date): Promise<void> {
  if (blogs.length === 0) return;
  const blogRows = await trx
    .insertInto('blogs')
    .values(
      blogs.map((blog) => ({
        restaurant_id: restaurantId,
        slug: blog.slug,
        title: blog.title,
        excerpt: blog.excerpt,
        body: blog.body,
        image: blogImageUrl(blog.slug),
        published_at: daysBefore(now, blog.daysAgo),
      })),
    )
    .returning(['id', 'slug'])
    .execute();
  const blogIds = idsByKey(blogRows, (row) => row.slug, 'blog');

  const tagNames = [...new Set(blogs.flatMap((blog) => blog.tags))];
  const tagRows = await trx
    .insertInto('blog_tags')
    .values(tagNames.map((name) => ({ restaurant_id: restaurantId, name })))
    .returning(['id', 'name'])
    .execute();
  const tagIds = idsByKey(tagRows, (row) => row.name, 'blog tag');

  await insertAll(
    trx,
    'blog_tag_links',
    blogs.flatMap((blog) => blog.tags.map((tag) => ({ blog_id: idOf(blogIds, blog.slug, 'blog'), tag_id: idOf(tagIds, tag, 'blog tag') }))),
  );
}
