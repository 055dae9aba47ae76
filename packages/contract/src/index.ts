export * from './auth.ts';
export * from './content.ts';
export * from './enums.ts';
export * from './envelope.ts';
export * from './health.ts';
export * from './page-data.ts';
export * from './restaurant.ts';
export * from './restaurant-settings.ts';
