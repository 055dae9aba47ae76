export { FakeIntersectionObserver } from './fake-intersection-observer.ts';
export { type MemoryRoutes, memoryRoutes } from './memory-routes.tsx';
