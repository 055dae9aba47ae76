import type { z } from 'zod';

/**
 * What a caller may send for a value whose schema reads `In` and yields `Out`. The server parses
 * the input side, so that is what a caller sends (`deliveryType: 'pickup' | 2`, `extra: 0 | 1`),
 * except where the input side is `unknown` (ids and other preprocessed fields): there the output
 * type is the honest one (`productId: number`).
 */
export type Sendable<In, Out> = unknown extends In ? Out : SendableKnown<In, NonNullable<Out>>;

type SendableKnown<In, Out> = In extends readonly (infer Item)[]
  ? [Out] extends [readonly (infer OutItem)[]]
    ? Sendable<Item, OutItem>[]
    : In
  : In extends object
    ? [Out] extends [object]
      ? { [K in keyof In]: Sendable<In[K], K extends keyof Out ? Out[K] : unknown> }
      : In
    : In;

/** The object schema inside a `z.preprocess` (whose input side is `unknown`), else the schema itself. */
type Unpiped<S> = S extends z.ZodPipe<infer A, infer B> ? (A extends z.core.$ZodTransform ? B : S) : S;

type Simplify<T> = { [K in keyof T]: T[K] };

/**
 * The input of a call, inferred from its contract schema: what the schema accepts, with the
 * `restaurantId` the client adds by itself made optional (spec document 2, §4).
 */
export type CallInput<S extends z.ZodType> = Simplify<
  Omit<Sendable<z.input<Unpiped<S>>, z.output<Unpiped<S>>>, 'restaurantId'> & { restaurantId?: number }
>;

/** What a call resolves with: the parsed `data` of its response. */
export type CallOutput<S extends z.ZodType> = z.output<S>;

/** Options every call takes. */
export interface CallOptions {
  /** Aborts the request (TanStack Query passes one). */
  signal?: AbortSignal;
  /**
   * The call-specific text of failures whose server message is not shown (spec document 2, §8:
   * "'Something went wrong' or a call-specific text"). @default 'Something went wrong'
   */
  errorMessage?: string;
}
