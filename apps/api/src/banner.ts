import type { Config } from './config.ts';

/** What `npm start` shows once the platform is up: where each app is, and how to log in. */
export function printBanner(config: Config): void {
  const base = config.publicUrl.replace(/\/$/, '');
  const lines = [
    '',
    '  Platter is running',
    '',
    `  Storefront   ${base}/`,
    `  Event shop   ${base}/event-shop/`,
    `  Ticketing    ${base}/ticketing/`,
    `  Manager      ${base}/manager/`,
    `  API health   ${base}/api/health`,
    '',
    `  Other demo restaurants: http://demo-cafe-zurich.localhost:${config.port}/`,
    '',
    '  Demo logins  customer@example.com / password123',
    '               manager@example.com  / password123  (manager of demo-bistro)',
    '',
    `  Database     ${config.databaseUrl}`,
    '  Stop with Ctrl+C',
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
