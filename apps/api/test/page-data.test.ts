import { envelopeSchema, pageDataSchema } from '@platter/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { DIALECTS } from './helpers/dialects.ts';

describe.each(DIALECTS)('the recaptcha site key in the page data on %s', (dialect) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await buildTestApp(dialect);
  });
  afterAll(() => test.close());

  async function setSiteKey(slug: string, key: string | null) {
    const { db } = test.app.context;
    const row = await db.selectFrom('restaurants').select('settings').where('slug', '=', slug).executeTakeFirstOrThrow();
    const settings = { ...JSON.parse(row.settings), recaptcha_site_key: key };
    await db
      .updateTable('restaurants')
      .set({ settings: JSON.stringify(settings) })
      .where('slug', '=', slug)
      .execute();
  }
  const pageData = async (host?: string) => {
    const response = await test.app.inject({ method: 'GET', url: '/api/page-data', ...(host ? { headers: { host } } : {}) });
    expect(response.statusCode).toBe(200);
    return envelopeSchema(pageDataSchema).parse(response.json()).data;
  };

  it("carries the restaurant's site key, so the page can load the script before the restaurant info", async () => {
    await setSiteKey('demo-bistro', '6LcSiteKeyOfTheBistro');
    expect((await pageData()).recaptchaSiteKey).toBe('6LcSiteKeyOfTheBistro');
    const info = await test.app.inject({ method: 'GET', url: '/api/page-data', headers: { host: 'demo-bistro.localhost' } });
    expect(info.json().data.recaptchaSiteKey).toBe('6LcSiteKeyOfTheBistro');
  });

  it('leaves it out where the restaurant has none (unset or blank)', async () => {
    await setSiteKey('demo-cafe-zurich', '   ');
    expect(await pageData('demo-cafe-zurich.localhost:3000')).not.toHaveProperty('recaptchaSiteKey');
    await setSiteKey('demo-cafe-zurich', null);
    expect(await pageData('demo-cafe-zurich.localhost:3000')).not.toHaveProperty('recaptchaSiteKey');
  });
});
