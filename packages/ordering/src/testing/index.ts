export * from './fake-api.ts';
export { stubLocationAssign } from './location.ts';
export { type FakeRecaptcha, fakeRecaptcha } from './recaptcha.ts';
export { DEMO_PAGE_DATA, type RenderOrderingAppOptions, renderOrderingApp } from './render-ordering-app.tsx';
export { restoreWindowWidth, setWindowWidth } from './window-width.ts';
