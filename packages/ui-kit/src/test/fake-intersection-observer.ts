/**
 * Stands in for the browser's IntersectionObserver, which jsdom lacks:
 * `vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)`, then hand an observer the
 * entries the browser's layout would (`report`). `instances` holds every one made since `reset()`.
 */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  readonly callback: IntersectionObserverCallback;
  readonly options: IntersectionObserverInit;
  disconnected = false;

  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
    this.callback = callback;
    this.options = options;
    FakeIntersectionObserver.instances.push(this);
  }

  /** The observer made last, if any. */
  static get last(): FakeIntersectionObserver | null {
    return FakeIntersectionObserver.instances.at(-1) ?? null;
  }

  static reset(): void {
    FakeIntersectionObserver.instances = [];
  }

  observe(target: Element): void {
    this.observed.push(target);
  }

  unobserve(): void {}

  disconnect(): void {
    this.disconnected = true;
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Calls the observer back with `entries`; an entry that names no target is of the first element observed. */
  report(...entries: Partial<IntersectionObserverEntry>[]): void {
    const full = entries.map((entry) => ({ target: this.observed[0], ...entry }) as IntersectionObserverEntry);
    this.callback(full, this as unknown as IntersectionObserver);
  }
}
