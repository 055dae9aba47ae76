import { chromium } from '@playwright/test';

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
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
});
for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
]) {
  const page = await browser.newPage({ viewport });
  page.on('console', (m) => {
    if (m.type() === 'error') console.log('console', m.text());
  });
  await page.goto('http://localhost:3900/event-shop/');
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots/ev-${name}-1.png` });
  await page
    .getByRole('button', { name: /Sommerfest.*hinzufügen/ })
    .first()
    .click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/ev-${name}-2.png` });
  await page.close();
}
await browser.close();
