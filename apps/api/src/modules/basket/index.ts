/**
 * The basket module's door for the other modules (order, payment): its service and the pure rules
 * an order reuses. Other modules import from here, never from the basket's internals.
 */
export { checkPersons, personsConfigOf, personsOf, storedExtraInfo } from './event-details.ts';
export { lineTotalMinor, unitTotalMinor } from './pricing.ts';
export { type BasketService, createBasketService } from './service.ts';
export type { BasketSnapshot, SnapshotLine } from './snapshot.ts';
export { type BasketStore, createBasketStore } from './store.ts';
