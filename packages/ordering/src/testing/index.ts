export * from './fake-api.ts';
export { stubLocationAssign } from './location.ts';
