/**
 * The break-pattern module's door for the other modules: the menu, the basket and the order ask it
 * which products are paused when (`ProductPauses`), and nothing deeper.
 */
export { isPatternActiveAt, type PatternSchedule } from './rules.ts';
export { type BreakPatternService, createBreakPatternService, type ProductPauses } from './service.ts';
export { type BreakPatternStore, createBreakPatternStore } from './store.ts';
