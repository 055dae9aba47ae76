import type { MessageCode } from '@platter/i18n';

/**
 * The one table of HTTP statuses: every catalogue code the server answers without a field map, with
 * its status. A code thrown with a field (`AppError.validation`) is a 422 with the field map
 * instead, whatever this table says (`restaurant_does_not_exists` is a 422 on `restaurantId` where
 * a call names the restaurant by id, and a 404 where a slug or host names none).
 * The closed key set is what `AppError.of` accepts, so a new failure needs a status here first.
 */
export const FAILURE_STATUS = {
  unauthenticated: 401,
  token_expired: 401,
  client_credentials_invalid: 401,
  unauthorized: 403,
  registration_disabled: 403,
  no_permission_for_address: 403,
  you_dont_allow: 403,
  you_have_no_access_to_this_event: 403,
  not_found: 404,
  restaurant_does_not_exists: 404,
  blog_not_available: 404,
  break_pattern_does_not_exists: 404,
  table_reservation_not_available: 404,
  too_many_attempts: 429,
  robot_service_is_not_available_for_this_restaurant: 503,
} as const satisfies Partial<Record<MessageCode, number>>;

/** A catalogue code that fails a call as a whole (no field), see `FAILURE_STATUS`. */
export type FailureCode = keyof typeof FAILURE_STATUS;

/** The status an expected failure answers with: 422 for a field map, else the table's. */
export function statusOf(error: { readonly problems: ReadonlyArray<unknown>; readonly code: string }): number {
  if (error.problems.length > 0) return 422;
  return (FAILURE_STATUS as Record<string, number>)[error.code] ?? 400;
}
