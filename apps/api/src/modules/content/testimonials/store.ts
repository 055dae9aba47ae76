import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Schema, TestimonialsTable } from '../../../db/schema.ts';
import { countOf, type RowWindow } from '../paging.ts';

export type TestimonialRow = Selectable<TestimonialsTable>;

/** Reviews of a restaurant, and the order facts a review of an order is checked against. */
export function createTestimonialStore(db: Kysely<Schema>) {
  return {
    /** One page of a restaurant's reviews, newest first, and how many there are in all. */
    async list(restaurantId: number, window: RowWindow): Promise<{ rows: TestimonialRow[]; total: number }> {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('testimonials')
          .selectAll()
          .where('restaurant_id', '=', restaurantId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(window.limit)
          .offset(window.offset)
          .execute(),
        db
          .selectFrom('testimonials')
          .select((eb) => eb.fn.countAll<string | number>().as('total'))
          .where('restaurant_id', '=', restaurantId)
          .executeTakeFirst(),
      ]);
      return { rows, total: countOf(count?.total) };
    },

    async find(restaurantId: number, testimonialId: number): Promise<TestimonialRow | undefined> {
      return db
        .selectFrom('testimonials')
        .selectAll()
        .where('restaurant_id', '=', restaurantId)
        .where('id', '=', testimonialId)
        .executeTakeFirst();
    },

    /** Who placed an order, and where. */
    async findOrderOwner(orderId: number): Promise<{ restaurant_id: number; user_id: number | null } | undefined> {
      return db.selectFrom('orders').select(['restaurant_id', 'user_id']).where('id', '=', orderId).executeTakeFirst();
    },

    async isOrderReviewed(orderId: number): Promise<boolean> {
      const row = await db.selectFrom('testimonials').select('id').where('order_id', '=', orderId).limit(1).executeTakeFirst();
      return row !== undefined;
    },

    async insert(testimonial: Insertable<TestimonialsTable>): Promise<TestimonialRow> {
      return db.insertInto('testimonials').values(testimonial).returningAll().executeTakeFirstOrThrow();
    },
  };
}
export type TestimonialStore = ReturnType<typeof createTestimonialStore>;
