/** The image of a category or dish that has none (spec §2 "A category without image uses a default dish image"). */
export const DEFAULT_DISH_IMAGE = `${import.meta.env.BASE_URL}default-dish.svg`;
