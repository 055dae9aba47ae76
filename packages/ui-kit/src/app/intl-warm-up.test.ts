import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildIntlFormats } from './intl-formats.ts';
import { warmUpIntl } from './intl-warm-up.ts';

const BISTRO = { language: 'de', timeZone: 'Europe/Berlin', currency: 'EUR' };

describe('buildIntlFormats', () => {
  it('builds every kind of format the first screens use', () => {
    expect(buildIntlFormats(BISTRO)).toBe(7);
    expect(buildIntlFormats({ language: 'ar', timeZone: 'Asia/Tokyo', currency: 'CHF' })).toBe(7);
  });

  it('skips what the runtime refuses instead of failing', () => {
    // The zone's four date formats and the odd currency are refused; plurals and lists remain.
    expect(buildIntlFormats({ language: 'de', timeZone: 'Mars/Olympus', currency: 'not a code' })).toBe(2);
  });
});

describe('warmUpIntl', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("hands the page's language, zone and currency to a worker of its own", () => {
    const posted: unknown[] = [];
    const created: Array<{ url: string; options: WorkerOptions | undefined }> = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: URL | string, options?: WorkerOptions) {
          created.push({ url: String(url), options });
        }
        postMessage(message: unknown) {
          posted.push(message);
        }
      },
    );
    warmUpIntl(BISTRO);
    expect(created).toHaveLength(1);
    expect(created[0]?.url).toMatch(/intl-warm-up\.worker\.ts\b/);
    expect(created[0]?.options).toMatchObject({ type: 'module' });
    expect(posted).toEqual([BISTRO]);
  });

  it('leaves the page to build its formats where a worker cannot start', () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused by the content security policy', 'SecurityError');
        }
      },
    );
    expect(() => warmUpIntl(BISTRO)).not.toThrow();
    vi.stubGlobal('Worker', undefined);
    expect(() => warmUpIntl(BISTRO)).not.toThrow();
  });
});
