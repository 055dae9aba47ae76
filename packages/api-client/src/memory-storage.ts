import type { KeyValueStorage } from './token-manager.ts';

/** A KeyValueStorage kept in memory: the default outside browsers, and the one tests use. */
export function createMemoryStorage(entries: Record<string, string> = {}): KeyValueStorage & { clear(): void; keys(): string[] } {
  const values = new Map(Object.entries(entries));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
    clear: () => values.clear(),
    keys: () => [...values.keys()],
  };
}
