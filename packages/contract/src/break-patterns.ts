import { z } from 'zod';
import { calendarDateSchema, timeOfDaySchema } from './content.ts';
import { weekdaySchema } from './enums.ts';
import { idSchema, missingOr, wholeNumber } from './fields.ts';
import { BREAK_PATTERN_NAME_MAX, BREAK_PATTERN_PRODUCTS_MAX } from './limits.ts';

/*
 * Break patterns (issue 14; spec §3 "break pattern (name, start time, products, weekdays, start and
 * end date)", §5 "pattern products and weekdays must be arrays ... Pattern name unique, with at least
 * one product and weekdays"): a manager pauses products of a restaurant on a schedule. A pattern is
 * active on its weekdays between its dates, from its start time on the restaurant's wall clock to the
 * end of that day, until it is stopped; while it is active its products are out of stock in the menu
 * (`stock: 0`) and refused by the basket and the order (`the_product_is_not_available`).
 */

const restaurantId = idSchema;

/** A one-line name: trimmed, 1 to 100 characters, no control characters. */
const nameSchema = z
  .string({ error: missingOr('invalid') })
  .trim()
  .min(1, { error: 'required' })
  .max(BREAK_PATTERN_NAME_MAX, { error: 'too_big' })
  .refine((value) => !/\p{Cc}/u.test(value), { error: 'invalid' });

/** Product ids of the restaurant; at least one (an empty list is `required`). */
const productsSchema = z
  .array(idSchema, { error: missingOr('must_be_array') })
  .min(1, { error: 'required' })
  .max(BREAK_PATTERN_PRODUCTS_MAX, { error: 'too_big' });

/** Weekdays 1 Monday to 7 Sunday (spec §3 "Weekdays 1 to 7 in the API"), each once; at least one. */
const weekdaysSchema = z
  .array(wholeNumber(1, 7, { invalid: 'weekday_invalid', tooSmall: 'weekday_invalid', tooBig: 'weekday_invalid' }), {
    error: missingOr('must_be_array'),
  })
  .min(1, { error: 'required' })
  .max(7, { error: 'weekday_duplicated' })
  .refine((weekdays) => new Set(weekdays).size === weekdays.length, { error: 'weekday_duplicated', abort: true });

const patternFields = {
  name: nameSchema,
  /** `HH:mm` on the restaurant's wall clock: the pause starts then and lasts to the end of the day. */
  start_time: timeOfDaySchema,
  products: productsSchema,
  weekdays: weekdaysSchema,
  /** `YYYY-MM-DD`, the first day the pattern may pause. */
  start_date: calendarDateSchema,
  /** `YYYY-MM-DD`, the last day; not before `start_date` (`end_date_before_start_date`). */
  end_date: calendarDateSchema,
};

const DATE_FIELDS = new Set<PropertyKey>(['start_date', 'end_date']);

const endNotBeforeStart = (value: { start_date: string; end_date: string }) => value.end_date >= value.start_date;

/**
 * Where the end date comes before the start date: on `end_date`. The check waits for both dates to
 * be valid (and the body to be an object at all), so that a bad date is not also "before the start".
 */
const endNotBeforeStartIssue = {
  path: ['end_date'],
  error: 'end_date_before_start_date',
  when: (payload: z.core.ParsePayload) =>
    payload.issues.every((issue) => issue.path !== undefined && issue.path.length > 0 && !DATE_FIELDS.has(issue.path[0] as PropertyKey)),
};

/** A JSON body that may be missing altogether: read as `{}`, so that each required field is named. */
/* @__NO_SIDE_EFFECTS__ */
function body<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => value ?? {}, schema);
}

/** `GET api/managers/break-patterns`: the restaurant's patterns. */
export const breakPatternsQuerySchema = z.object({ restaurantId });
export type BreakPatternsQuery = z.infer<typeof breakPatternsQuerySchema>;

/** `POST api/managers/break-patterns`: a new pattern of the restaurant. */
export const createBreakPatternRequestSchema = body(
  z.object({ restaurantId, ...patternFields }).refine(endNotBeforeStart, endNotBeforeStartIssue),
);
export type CreateBreakPatternRequest = z.infer<typeof createBreakPatternRequestSchema>;

/** `POST api/managers/break-patterns/update`: every field of the pattern, replaced (a stopped one stays stopped). */
export const updateBreakPatternRequestSchema = body(
  z.object({ restaurantId, breakPatternId: idSchema, ...patternFields }).refine(endNotBeforeStart, endNotBeforeStartIssue),
);
export type UpdateBreakPatternRequest = z.infer<typeof updateBreakPatternRequestSchema>;

/** `POST api/managers/break-patterns/stop` and `.../delete`: the pattern, named under its restaurant. */
export const breakPatternIdRequestSchema = body(z.object({ restaurantId, breakPatternId: idSchema }));
export type BreakPatternIdRequest = z.infer<typeof breakPatternIdRequestSchema>;

/** A break pattern as the manager sees it. */
export const breakPatternSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** `HH:mm`. */
  start_time: z.string(),
  /** Product ids, ascending. */
  products: z.array(z.number().int().positive()),
  /** 1 Monday to 7 Sunday, ascending. */
  weekdays: z.array(weekdaySchema),
  /** `YYYY-MM-DD`. */
  start_date: z.string(),
  /** `YYYY-MM-DD`. */
  end_date: z.string(),
  /** When it was stopped (UTC ISO), or null while it runs. */
  stopped_at: z.string().nullable(),
  /** Whether it pauses its products now (the moment the server answered). */
  active: z.boolean(),
});
export type BreakPattern = z.infer<typeof breakPatternSchema>;

/** `GET api/managers/break-patterns`: newest first. */
export const breakPatternListResponseSchema = z.array(breakPatternSchema);
/** Create, update and stop answer with the pattern as it now is. */
export const breakPatternResponseSchema = breakPatternSchema;
/** `POST api/managers/break-patterns/delete` answers with nothing but its message. */
export const breakPatternDeleteResponseSchema = z.null();
