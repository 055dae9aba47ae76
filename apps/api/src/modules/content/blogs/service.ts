import type { Blog, BlogListQuery, BlogPage, BlogShowBySlugQuery, BlogShowQuery, BlogsByTag, BlogsByTagQuery } from '@platter/contract';
import type { AppContext } from '../../../context.ts';
import type { RestaurantRow } from '../../../db/schema.ts';
import { AppError } from '../../../errors.ts';
import { settingsOf } from '../../restaurant/settings.ts';
import { rowWindowOf } from '../paging.ts';
import type { BlogFilter, BlogRow, BlogStore, BlogSummaryRow, TagRow } from './store.ts';

function presentSummary(row: BlogSummaryRow, tags: TagRow[]) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    image: row.image,
    published_at: row.published_at,
    tags,
  };
}

/**
 * The blog of a restaurant (spec §2 "/blogs", "/blogs/{slug}", "/tags/{id}"). Only published posts
 * (`published_at` not after now) are shown anywhere, so a post can be prepared ahead.
 */
export function createBlogService(context: AppContext, store: BlogStore) {
  /**
   * The restaurant, when it has a blog. Without `has_blog` every blog call is a 404
   * `blog_not_available`: the storefront hides the blog then (spec §2), so a call is a stale link.
   */
  async function blogRestaurant(restaurantId: number): Promise<RestaurantRow> {
    const restaurant = await context.restaurants.require(restaurantId);
    if (!settingsOf(restaurant).has_blog) throw AppError.of('blog_not_available');
    return restaurant;
  }

  function filterOf(restaurant: RestaurantRow, tagId?: number): BlogFilter {
    return { restaurantId: restaurant.id, publishedBy: context.now().toISOString(), ...(tagId === undefined ? {} : { tagId }) };
  }

  async function page(filter: BlogFilter, paging: { page: number; limit: number }): Promise<BlogPage> {
    const { rows, total } = await store.listPublished(filter, rowWindowOf(paging));
    const tags = await store.tagsOfBlogs(
      filter.restaurantId,
      rows.map((row) => row.id),
    );
    return { items: rows.map((row) => presentSummary(row, tags.get(row.id) ?? [])), page: paging.page, limit: paging.limit, total };
  }

  async function present(row: BlogRow): Promise<Blog> {
    const tags = await store.tagsOfBlogs(row.restaurant_id, [row.id]);
    return { ...presentSummary(row, tags.get(row.id) ?? []), body: row.body };
  }

  return {
    async list({ restaurantId, page: pageNumber, limit }: BlogListQuery): Promise<BlogPage> {
      const restaurant = await blogRestaurant(restaurantId);
      return page(filterOf(restaurant), { page: pageNumber, limit });
    },

    async listByTag({ restaurantId, tagId, page: pageNumber, limit }: BlogsByTagQuery): Promise<BlogsByTag> {
      const restaurant = await blogRestaurant(restaurantId);
      const tag = await store.findTag(restaurant.id, tagId);
      if (!tag) throw AppError.validation('tagId', 'tag_does_not_exists');
      return { tag, ...(await page(filterOf(restaurant, tag.id), { page: pageNumber, limit })) };
    },

    async show({ restaurantId, blogId }: BlogShowQuery): Promise<Blog> {
      const restaurant = await blogRestaurant(restaurantId);
      const row = await store.findPublishedById(filterOf(restaurant), blogId);
      if (!row) throw AppError.validation('blogId', 'blog_does_not_exists');
      return present(row);
    },

    async showBySlug({ restaurantId, blogSlug }: BlogShowBySlugQuery): Promise<Blog> {
      const restaurant = await blogRestaurant(restaurantId);
      const row = await store.findPublishedBySlug(filterOf(restaurant), blogSlug);
      if (!row) throw AppError.validation('blogSlug', 'blog_does_not_exists');
      return present(row);
    },
  };
}
export type BlogService = ReturnType<typeof createBlogService>;
