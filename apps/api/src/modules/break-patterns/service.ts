import {
  type BreakPattern,
  type BreakPatternIdRequest,
  type BreakPatternsQuery,
  type CreateBreakPatternRequest,
  parseDeliveryTime,
  type UpdateBreakPatternRequest,
} from '@platter/contract';
import { z } from 'zod';
import type { BreakPatternRow, RestaurantRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { type WallClock, wallClockAt, wallClockOf } from '../../time/wall-clock.ts';
import type { RestaurantLookup } from '../restaurant/lookup.ts';
import { createRestaurantMemo } from '../restaurant/restaurant-memo.ts';
import { isPatternActiveAt, nameKeyOf, pausedProductIds } from './rules.ts';
import type { BreakPatternStore } from './store.ts';

export interface BreakPatternServiceDeps {
  store: BreakPatternStore;
  restaurants: RestaurantLookup;
  /** The restaurants the manager (a user id) manages (`manager_restaurants`). */
  managedRestaurantIds: (userId: number) => Promise<number[]>;
  now: () => Date;
  /**
   * Told after every change of a restaurant's patterns: the menu retires its cached answers, and
   * every other process its paused products (`forgetPauses`).
   */
  onChange?: (restaurantId: number) => void;
  /**
   * How long the paused products of a restaurant at a minute are kept, in ms (0: read on every
   * call): the bound on staleness after a change no one announced (written beside the API, or
   * by another process without Redis). Changes made here retire them at once. @default 0
   */
  pausesTtlMs?: number;
}

/** 1973-01-01 UTC: from then on every zone's offset from UTC is a whole number of minutes. */
const WHOLE_MINUTE_OFFSETS_SINCE = Date.UTC(1973, 0, 1);

/** Delivery times kept read as wall clocks; past it the oldest go first. */
const DELIVERY_CLOCKS_KEPT = 1000;

type PatternFields = Omit<CreateBreakPatternRequest, 'restaurantId'>;

/** A damaged weekday list reads as none: the pattern then pauses nothing rather than failing the menu. */
const weekdaysColumnSchema = z.array(z.number().int().min(1).max(7)).catch([]);

function weekdaysOf(row: Pick<BreakPatternRow, 'weekdays'>): number[] {
  try {
    return weekdaysColumnSchema.parse(JSON.parse(row.weekdays));
  } catch {
    return [];
  }
}

/** A write that broke the unique name index (a concurrent create or rename with the same name). */
function isUniqueViolation(error: unknown): boolean {
  return /unique|duplicate/i.test(String(error));
}

/** A write that named a product deleted since it was checked. */
function isForeignKeyViolation(error: unknown): boolean {
  return /foreign key/i.test(String(error));
}

/**
 * The manager's break patterns (issue 14) and what they do to the menu: while a pattern is active
 * (`rules.ts`), its products are paused. A manager acts only for the restaurants they manage, as in
 * the other manager calls (`order/manager-service.ts`).
 *
 * Decided where the issue leaves it open:
 * - Stopping is for good: a stopped pattern stays listed (`stopped_at`) and never pauses again;
 *   stopping it again is a 422 `breakPatternId: break_pattern_already_stopped`. An update of a
 *   stopped pattern changes its fields and leaves it stopped.
 * - An update replaces every field (the manager's form sends the whole pattern).
 * - Products named twice are kept once; products of the restaurant count whether or not the menu
 *   shows them now (a paused inactive product does no harm).
 */
export function createBreakPatternService({
  store,
  restaurants,
  managedRestaurantIds,
  now,
  onChange,
  pausesTtlMs = 0,
}: BreakPatternServiceDeps) {
  // Every basket change and order asks which products are paused: kept per restaurant and minute.
  const pauses = createRestaurantMemo<ReadonlySet<number>>({ ttlMs: pausesTtlMs });
  // The wall clock now, per zone and UTC minute: a zone's wall-clock minute turns with the UTC
  // minute, every zone's offset being whole minutes since 1972 (before that, some had seconds).
  const clocksNow = new Map<string, { minute: number; clock: WallClock }>();
  function wallClockNow(timeZone: string): WallClock {
    const instant = now();
    const minute = Math.floor(instant.getTime() / 60_000);
    if (instant.getTime() < WHOLE_MINUTE_OFFSETS_SINCE) return wallClockAt(instant, timeZone);
    const kept = clocksNow.get(timeZone);
    if (kept?.minute === minute) return kept.clock;
    const clock = wallClockAt(instant, timeZone);
    clocksNow.set(timeZone, { minute, clock });
    return clock;
  }
  // A basket's delivery time read as a wall clock: a pure function of the text and the zone, and
  // each order asks it again for a basket the basket calls asked it for.
  const deliveryClocks = new Map<string, WallClock>();
  function wallClockOfDelivery(deliveryTime: string, timeZone: string): WallClock | null {
    const key = `${timeZone}|${deliveryTime}`;
    const kept = deliveryClocks.get(key);
    if (kept) return kept;
    const wanted = parseDeliveryTime(deliveryTime);
    if (!wanted) return null;
    const clock = wallClockOf(wanted, timeZone);
    deliveryClocks.set(key, clock);
    if (deliveryClocks.size > DELIVERY_CLOCKS_KEPT) deliveryClocks.delete(deliveryClocks.keys().next().value as string);
    return clock;
  }
  const changed = (restaurantId: number) => {
    pauses.forget(restaurantId);
    onChange?.(restaurantId);
  };

  /** The restaurant, if the manager manages it: 403 `you_dont_allow` for any other. */
  async function requireManaged(managerId: number, restaurantId: number): Promise<RestaurantRow> {
    if (!(await managedRestaurantIds(managerId)).includes(restaurantId)) throw AppError.of('you_dont_allow');
    return restaurants.require(restaurantId);
  }

  /** The restaurant's pattern: a 404 for an unknown id and for another restaurant's. */
  async function requirePattern(restaurantId: number, id: number): Promise<BreakPatternRow> {
    const pattern = await store.findPattern(restaurantId, id);
    if (!pattern) throw AppError.of('break_pattern_does_not_exists');
    return pattern;
  }

  async function present(restaurant: Pick<RestaurantRow, 'time_zone'>, rows: readonly BreakPatternRow[]): Promise<BreakPattern[]> {
    const products = await store.productsOfPatterns(rows.map((row) => row.id));
    const clock = wallClockAt(now(), restaurant.time_zone);
    return rows.map((row) => {
      const pattern = {
        id: row.id,
        name: row.name,
        start_time: row.start_time,
        products: products.filter((link) => link.break_pattern_id === row.id).map((link) => link.product_id),
        weekdays: weekdaysOf(row),
        start_date: row.start_date,
        end_date: row.end_date,
        stopped_at: row.stopped_at,
      };
      return { ...pattern, active: isPatternActiveAt(pattern, clock) };
    });
  }

  async function presentOne(restaurant: RestaurantRow, id: number): Promise<BreakPattern> {
    const [pattern] = await present(restaurant, [await requirePattern(restaurant.id, id)]);
    if (!pattern) throw AppError.of('break_pattern_does_not_exists');
    return pattern;
  }

  /**
   * The fields as stored, once the rules hold: the name free in the restaurant (apart from the
   * pattern itself), every product the restaurant's. The contract has checked shapes and dates.
   */
  async function checkedFields(restaurantId: number, input: PatternFields, patternId?: number) {
    const nameKey = nameKeyOf(input.name);
    const holder = await store.findByNameKey(restaurantId, nameKey);
    if (holder && holder.id !== patternId) throw AppError.validation('name', 'break_pattern_name_taken');
    const productIds = [...new Set(input.products)].sort((a, b) => a - b);
    const known = new Set(await store.productIdsOfRestaurant(restaurantId, productIds));
    if (productIds.some((id) => !known.has(id))) throw AppError.validation('products', 'product_does_not_exists');
    return {
      productIds,
      row: {
        name: input.name,
        name_key: nameKey,
        start_time: input.start_time,
        weekdays: JSON.stringify([...input.weekdays].sort((a, b) => a - b)),
        start_date: input.start_date,
        end_date: input.end_date,
      },
    };
  }

  /** A write the database refused for a rule the service checked just before: the same 422. */
  function asRuleFailure(error: unknown): never {
    if (isUniqueViolation(error)) throw AppError.validation('name', 'break_pattern_name_taken', {}, { cause: error });
    if (isForeignKeyViolation(error)) throw AppError.validation('products', 'product_does_not_exists', {}, { cause: error });
    throw error;
  }

  /** The products active patterns pause at a moment of the restaurant's wall clock. */
  function pausedAt(restaurantId: number, clock: WallClock): Promise<ReadonlySet<number>> {
    return pauses.get(restaurantId, `${clock.date}|${clock.time}|${clock.weekday}`, () => readPausedAt(restaurantId, clock));
  }

  async function readPausedAt(restaurantId: number, clock: WallClock): Promise<ReadonlySet<number>> {
    const rows = await store.patternsStartedBy(restaurantId, clock.date, clock.time);
    const candidates = rows.filter((row) => weekdaysOf(row).includes(clock.weekday));
    if (candidates.length === 0) return new Set();
    const links = await store.productsOfPatterns(candidates.map((row) => row.id));
    return pausedProductIds(
      candidates.map((row) => ({
        ...row,
        weekdays: weekdaysOf(row),
        products: links.filter((link) => link.break_pattern_id === row.id).map((link) => link.product_id),
      })),
      clock,
    );
  }

  return {
    /** The restaurant's patterns, newest first, each with whether it pauses its products now. */
    async list(managerId: number, { restaurantId }: BreakPatternsQuery): Promise<BreakPattern[]> {
      const restaurant = await requireManaged(managerId, restaurantId);
      return present(restaurant, await store.patternsOf(restaurant.id));
    },

    async create(managerId: number, { restaurantId, ...input }: CreateBreakPatternRequest): Promise<BreakPattern> {
      const restaurant = await requireManaged(managerId, restaurantId);
      const { row, productIds } = await checkedFields(restaurant.id, input);
      const timestamp = now().toISOString();
      const id = await store
        .transaction(async (tx) => {
          const patternId = await tx.insertPattern({ ...row, restaurant_id: restaurant.id, created_at: timestamp, updated_at: timestamp });
          await tx.replaceProducts(patternId, productIds);
          return patternId;
        })
        .catch(asRuleFailure);
      changed(restaurant.id);
      return presentOne(restaurant, id);
    },

    async update(managerId: number, { restaurantId, breakPatternId, ...input }: UpdateBreakPatternRequest): Promise<BreakPattern> {
      const restaurant = await requireManaged(managerId, restaurantId);
      const pattern = await requirePattern(restaurant.id, breakPatternId);
      const { row, productIds } = await checkedFields(restaurant.id, input, pattern.id);
      await store
        .transaction(async (tx) => {
          await tx.updatePattern(pattern.id, { ...row, updated_at: now().toISOString() });
          await tx.replaceProducts(pattern.id, productIds);
        })
        .catch(asRuleFailure);
      changed(restaurant.id);
      return presentOne(restaurant, pattern.id);
    },

    /** Ends a running pattern now; it stays listed as stopped. */
    async stop(managerId: number, { restaurantId, breakPatternId }: BreakPatternIdRequest): Promise<BreakPattern> {
      const restaurant = await requireManaged(managerId, restaurantId);
      const pattern = await requirePattern(restaurant.id, breakPatternId);
      // Conditional on still running: of two concurrent stops, one wins and the other hears this.
      if (pattern.stopped_at !== null || !(await store.stopPattern(pattern.id, now().toISOString())))
        throw AppError.validation('breakPatternId', 'break_pattern_already_stopped');
      changed(restaurant.id);
      return presentOne(restaurant, pattern.id);
    },

    async remove(managerId: number, { restaurantId, breakPatternId }: BreakPatternIdRequest): Promise<null> {
      const restaurant = await requireManaged(managerId, restaurantId);
      const pattern = await requirePattern(restaurant.id, breakPatternId);
      if (!(await store.deletePattern(restaurant.id, pattern.id))) throw AppError.of('break_pattern_does_not_exists');
      changed(restaurant.id);
      return null;
    },

    pausedAt,

    /** Retires the paused products kept for the restaurant (its patterns changed in another process). */
    forgetPauses: pauses.forget,

    /**
     * The products paused for a basket's delivery time (a UTC instant, or wall-clock text as a
     * client sends it), else for now: the moment the menu prices and shows the basket at.
     */
    pausedForDelivery(restaurant: Pick<RestaurantRow, 'id' | 'time_zone'>, deliveryTime: string | null): Promise<ReadonlySet<number>> {
      const clock = (deliveryTime ? wallClockOfDelivery(deliveryTime, restaurant.time_zone) : null) ?? wallClockNow(restaurant.time_zone);
      return pausedAt(restaurant.id, clock);
    },
  };
}
export type BreakPatternService = ReturnType<typeof createBreakPatternService>;

/** What the menu, the basket and the order ask of break patterns: which products are paused when. */
export type ProductPauses = Pick<BreakPatternService, 'pausedAt' | 'pausedForDelivery'>;
