import type { CreateTestimonialRequest, Testimonial, TestimonialListQuery, TestimonialPage, TestimonialShowQuery } from '@platter/contract';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors.ts';
import { rowWindowOf } from '../paging.ts';
import type { TestimonialRow, TestimonialStore } from './store.ts';

function present(row: TestimonialRow): Testimonial {
  return { id: row.id, name: row.name, rating: row.rating, body: row.body, created_at: row.created_at };
}

/** The signed-in customer writing a review, or null for a guest (public token). */
export type ReviewAuthor = { userId: number } | null;

/**
 * Reviews (testimonials). Decisions where the spec is silent:
 * - A review is shown at once; there is no moderation state in the data model.
 * - A review may name an order. Then it needs the private token of the customer who placed that
 *   order at this restaurant; anything else (a guest, another customer, another restaurant's or an
 *   unknown order) is the same 403 `you_dont_allow`, so the call reveals nothing about orders.
 * - One review per order: a second is a 422 `orderId: ['order_already_reviewed']`.
 * - Without an order anyone with a token may write a general review under the name given.
 */
export function createTestimonialService(context: AppContext, store: TestimonialStore) {
  async function checkOrderReview(restaurantId: number, orderId: number, author: ReviewAuthor): Promise<void> {
    if (!author) throw AppError.of('you_dont_allow');
    const order = await store.findOrderOwner(orderId);
    if (!order || order.restaurant_id !== restaurantId || order.user_id !== author.userId) throw AppError.of('you_dont_allow');
    if (await store.isOrderReviewed(orderId)) throw AppError.validation('orderId', 'order_already_reviewed');
  }

  return {
    async list({ restaurantId, page, limit }: TestimonialListQuery): Promise<TestimonialPage> {
      const restaurant = await context.restaurants.require(restaurantId);
      const { rows, total } = await store.list(restaurant.id, rowWindowOf({ page, limit }));
      return { items: rows.map(present), page, limit, total };
    },

    async show({ restaurantId, testimonialId }: TestimonialShowQuery): Promise<Testimonial> {
      const restaurant = await context.restaurants.require(restaurantId);
      const row = await store.find(restaurant.id, testimonialId);
      if (!row) throw AppError.validation('testimonialId', 'testimonial_does_not_exists');
      return present(row);
    },

    async create(review: CreateTestimonialRequest, author: ReviewAuthor): Promise<Testimonial> {
      const restaurant = await context.restaurants.require(review.restaurantId);
      if (review.orderId !== undefined) await checkOrderReview(restaurant.id, review.orderId, author);
      const row = await store.insert({
        restaurant_id: restaurant.id,
        user_id: author?.userId ?? null,
        order_id: review.orderId ?? null,
        name: review.name,
        rating: review.rating,
        body: review.text,
        created_at: context.now().toISOString(),
      });
      return present(row);
    },
  };
}
export type TestimonialService = ReturnType<typeof createTestimonialService>;
