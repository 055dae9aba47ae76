import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';

/** Browser tests drive Debian's Chromium; they never download a browser. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  throw new Error(`Chromium is missing at ${CHROMIUM}. Install it with: apt-get install -y chromium (or set CHROMIUM_PATH).`);
}

const PORT = Number(process.env.E2E_PORT ?? 4173);
const dataDir = mkdtempSync(join(tmpdir(), 'platter-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 30_000,
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The production server with the built apps, on a fresh SQLite database with demo data.
  webServer: {
    command: `node ${resolve(import.meta.dirname, '../api/dist/main.js')}`,
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      JWT_SECRET: 'e2e-only-secret-e2e-only-secret-0123',
      LOG_LEVEL: 'warn',
      DATABASE_URL: `sqlite:${join(dataDir, 'e2e.sqlite')}`,
      // The demo's online payments go through the built-in sandbox, as under `npm start`.
      PAYMENT_SANDBOX: 'true',
    },
  },
});
