import defaultDish from './default-dish.svg';

/**
 * The picture of a category or dish that has none (spec §2 "A category without image uses a
 * default dish image"). An asset of the kit, so every app gets it without a copy in its public folder.
 */
export const DEFAULT_DISH_IMAGE: string = defaultDish;
