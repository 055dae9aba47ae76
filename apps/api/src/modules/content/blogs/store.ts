import type { Kysely, Selectable } from 'kysely';
import type { BlogsTable, Schema } from '../../../db/schema.ts';
import { countOf, type RowWindow } from '../paging.ts';

export type BlogRow = Selectable<BlogsTable>;
export type BlogSummaryRow = Omit<BlogRow, 'body' | 'restaurant_id'>;
export interface TagRow {
  id: number;
  name: string;
}

/** Which blogs a list shows: a restaurant's, published by `publishedBy`, optionally of one tag. */
export interface BlogFilter {
  restaurantId: number;
  /** An ISO instant; blogs published later are not shown yet. */
  publishedBy: string;
  tagId?: number;
}

/** Blogs, their tags and the links between them; every read is scoped to one restaurant. */
export function createBlogStore(db: Kysely<Schema>) {
  function published({ restaurantId, publishedBy, tagId }: BlogFilter) {
    let query = db.selectFrom('blogs').where('blogs.restaurant_id', '=', restaurantId).where('blogs.published_at', '<=', publishedBy);
    if (tagId !== undefined) {
      query = query.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('blog_tag_links')
            .select('blog_tag_links.blog_id')
            .whereRef('blog_tag_links.blog_id', '=', 'blogs.id')
            .where('blog_tag_links.tag_id', '=', tagId),
        ),
      );
    }
    return query;
  }

  return {
    /** One page of published blogs, newest first, and how many there are in all. */
    async listPublished(filter: BlogFilter, window: RowWindow): Promise<{ rows: BlogSummaryRow[]; total: number }> {
      const [rows, count] = await Promise.all([
        published(filter)
          .select(['blogs.id', 'blogs.slug', 'blogs.title', 'blogs.excerpt', 'blogs.image', 'blogs.published_at'])
          .orderBy('blogs.published_at', 'desc')
          .orderBy('blogs.id', 'desc')
          .limit(window.limit)
          .offset(window.offset)
          .execute(),
        published(filter)
          .select((eb) => eb.fn.countAll<string | number>().as('total'))
          .executeTakeFirst(),
      ]);
      return { rows, total: countOf(count?.total) };
    },

    async findPublishedById(filter: BlogFilter, blogId: number): Promise<BlogRow | undefined> {
      return published(filter).selectAll('blogs').where('blogs.id', '=', blogId).executeTakeFirst();
    },

    async findPublishedBySlug(filter: BlogFilter, slug: string): Promise<BlogRow | undefined> {
      return published(filter).selectAll('blogs').where('blogs.slug', '=', slug).executeTakeFirst();
    },

    async findTag(restaurantId: number, tagId: number): Promise<TagRow | undefined> {
      return db
        .selectFrom('blog_tags')
        .select(['id', 'name'])
        .where('restaurant_id', '=', restaurantId)
        .where('id', '=', tagId)
        .executeTakeFirst();
    },

    /** The tags of many blogs in one query (no query per blog), by blog id, in name order. */
    async tagsOfBlogs(restaurantId: number, blogIds: readonly number[]): Promise<Map<number, TagRow[]>> {
      const tags = new Map<number, TagRow[]>();
      if (blogIds.length === 0) return tags;
      const rows = await db
        .selectFrom('blog_tag_links')
        .innerJoin('blog_tags', 'blog_tags.id', 'blog_tag_links.tag_id')
        .select(['blog_tag_links.blog_id', 'blog_tags.id', 'blog_tags.name'])
        .where('blog_tag_links.blog_id', 'in', blogIds)
        // A link to another restaurant's tag would be a data error; it is never shown.
        .where('blog_tags.restaurant_id', '=', restaurantId)
        .orderBy('blog_tags.name')
        .orderBy('blog_tags.id')
        .execute();
      for (const { blog_id, id, name } of rows) {
        const list = tags.get(blog_id) ?? [];
        list.push({ id, name });
        tags.set(blog_id, list);
      }
      return tags;
    },
  };
}
export type BlogStore = ReturnType<typeof createBlogStore>;
