import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, type Page, type PlaywrightTestConfig, type TestInfo } from '@playwright/test';
import Database from 'better-sqlite3';

/** Debian's Chromium, never a downloaded browser; CHROMIUM_PATH names another. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** How the browser tests, the benches and the demo pictures' script start it: headless, nothing fetched on the side. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The two sizes a guest comes in: a phone held upright, and a desktop browser window. */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };
export type GuestSize = 'phone' | 'desktop';

/**
 * Tags of a test's size. A test tagged `@journey` is a guest's way that works at either size and
 * runs in both projects; `@desktop` runs only in the desktop project; every other test runs once, in
 * the phone project (most are about a phone by nature; a few switch sizes themselves).
 */
export const SIZE_TAGS = { journey: '@journey', desktop: '@desktop' } as const;

/**
 * The phone and the desktop as Playwright projects. The phone is a touch device with a mobile
 * browser; screens at 1x keep the committed screenshots small.
 */
export function phoneAndDesktopProjects(): NonNullable<PlaywrightTestConfig['projects']> {
  return [
    {
      name: 'phone' satisfies GuestSize,
      grepInvert: new RegExp(SIZE_TAGS.desktop),
      use: { viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
    },
    {
      name: 'desktop' satisfies GuestSize,
      grep: new RegExp(`${SIZE_TAGS.journey}|${SIZE_TAGS.desktop}`),
      use: { viewport: DESKTOP, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
    },
  ];
}

/** The size a test runs at: its project's name (a config with one project counts as a phone). */
export function guestSize(testInfo: TestInfo): GuestSize {
  return testInfo.project.name === 'desktop' ? 'desktop' : 'phone';
}

export interface PlatformTestOptions {
  /** Projects the app's tests run in; one unnamed project at Playwright's default size if none. */
  projects?: PlaywrightTestConfig['projects'];
}

/**
 * What every app's browser tests share: Debian's Chromium (never a downloaded browser), the
 * production server with the built apps on one origin, on a fresh SQLite database with demo data.
 */
export function platformTestConfig({ projects }: PlatformTestOptions = {}) {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium is missing at ${CHROMIUM}. Install it with: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  }
  const port = Number(process.env.E2E_PORT ?? 4173);
  // The runner loads this config, then each worker loads it again: the workers inherit the
  // runner's environment, so all of them name the database of the one server the runner started.
  process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'platter-e2e-'));
  const dataDir = process.env.E2E_DATA_DIR;
  return defineConfig({
    testDir: 'e2e',
    outputDir: 'test-results',
    // A journey is a dozen screens; on a loaded 2-core machine a desktop journey's first menu took
    // over 5 s to show its products and a whole journey over 30 s, so both bounds are doubled.
    timeout: 60_000,
    expect: { timeout: 10_000 },
    fullyParallel: false,
    workers: 1,
    reporter: [['list']],
    ...(projects ? { projects } : {}),
    use: {
      baseURL: `http://localhost:${port}`,
      // The apps start in the browser's language (issue 16); the walk-throughs are a German guest's.
      locale: 'de-DE',
      launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_FLAGS },
    },
    webServer: {
      command: `node ${resolve(import.meta.dirname, 'apps/api/dist/main.js')}`,
      url: `http://localhost:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        JWT_SECRET: 'e2e-only-secret-e2e-only-secret-0123',
        LOG_LEVEL: 'warn',
        // A test may arrange data in the database (writeDatabase): the server reads it at once.
        MENU_CACHE_SECONDS: '0',
        DATABASE_URL: `sqlite:${join(dataDir, 'e2e.sqlite')}`,
        // writeDatabase and the outbox reads open the file beside the running server.
        SQLITE_LOCKING_MODE: 'normal',
        // The demo's online payments go through the built-in sandbox, as under `npm start`.
        PAYMENT_SANDBOX: 'true',
      },
    },
  });
}

export interface OutboxMail {
  recipient: string;
  subject: string;
  text: string;
  html: string | null;
}

/**
 * The mails the test server wrote to its outbox for a recipient, newest first. The server runs in
 * production mode (no development outbox route), so the test reads its database, read-only.
 */
export function readOutbox(recipient: string): OutboxMail[] {
  return withTestDatabase('readOutbox', { readonly: true }, (db) =>
    db.prepare('SELECT recipient, subject, text, html FROM outbox_mails WHERE recipient = ? ORDER BY id DESC').all(recipient),
  ) as OutboxMail[];
}

/**
 * Arranges what a test needs in the test server's database where no API call does (opening hours),
 * in one transaction; the server keeps no copy of what it reads (MENU_CACHE_SECONDS=0 above).
 */
export function writeDatabase<T>(write: (db: Database.Database) => T): T {
  return withTestDatabase('writeDatabase', { timeout: 10_000 }, (db) => db.transaction(() => write(db))());
}

/** Runs `use` on the test server's SQLite database, opened with `options` and closed after. */
function withTestDatabase<T>(caller: string, options: Database.Options, use: (db: Database.Database) => T): T {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error(`${caller} runs inside the browser tests, after platformTestConfig()`);
  const db = new Database(join(dataDir, 'e2e.sqlite'), { ...options, fileMustExist: true });
  try {
    return use(db);
  } finally {
    db.close();
  }
}

export interface ScreenshotOptions {
  /**
   * The whole page (from its top, so a sticky header stays at the top), or only the viewport, which
   * is what a guest sees of a dialog or drawer over the page.
   * @default true
   */
  fullPage?: boolean;
}

/**
 * Where screenshots go: docs/screenshots/ (committed, for the README and for review) only when asked
 * with UPDATE_SCREENSHOTS=1, so that an ordinary test run leaves the committed pictures alone; else
 * test-results/screenshots/ of the app under test, to look at after the run.
 */
export function screenshotPath(name: string, env: Record<string, string | undefined> = process.env, cwd = process.cwd()): string {
  return env.UPDATE_SCREENSHOTS === '1'
    ? resolve(import.meta.dirname, 'docs/screenshots', `${name}.png`)
    : resolve(cwd, 'test-results/screenshots', `${name}.png`);
}

/** A screenshot of what the test sees (see `screenshotPath` for where it lands). */
export async function screenshot(page: Page, name: string, { fullPage = true }: ScreenshotOptions = {}) {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: screenshotPath(name),
    fullPage,
    // Transitions run to their end, so a drawer is not caught half open.
    animations: 'disabled',
  });
}
