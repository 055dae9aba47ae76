import { envelopeSchema, healthSchema } from '@platter/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { DIALECTS } from './helpers/dialects.ts';

describe.each(DIALECTS)('api basics on %s', (dialect) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp(dialect);
  });
  afterAll(() => test.close());

  it('answers GET /api/health with the database state in the envelope', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const body = envelopeSchema(healthSchema).parse(response.json());
    expect(body.data).toMatchObject({ status: 'ok', database: { dialect, ok: true } });
  });

  it('answers 503 when the database is gone', async () => {
    const broken = await buildTestApp(dialect);
    await broken.database.close();
    const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json().data.database.ok).toBe(false);
    await broken.close();
  });

  it('answers an unknown API path with a 404 in the catalogue shape', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/nothing-here', headers: { 'accept-language': 'de' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'route_not_found', message: { body: 'Diese Adresse gibt es nicht.' } });
  });

  it('answers malformed JSON and a too large body with a 4xx in the catalogue shape, never a 500', async () => {
    const withEcho = await buildTestApp(dialect);
    withEcho.app.post('/api/echo', async (request) => ({ data: request.body, message: { body: '' } }));
    const malformed = await withEcho.app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ code: 'malformed_request', message: { body: 'The request could not be read.' } });
    const tooLarge = await withEcho.app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe('payload_too_large');
    await withEcho.close();
  });

  it('hides the details of an unexpected failure behind a 500 in the catalogue shape', async () => {
    const failing = await buildTestApp(dialect);
    failing.app.get('/api/explode', async () => {
      throw new Error('secret connection string postgres://user:pw@db');
    });
    const response = await failing.app.inject({ method: 'GET', url: '/api/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'something_went_wrong', message: { body: 'Something went wrong.' } });
    expect(response.body).not.toContain('secret');
    await failing.close();
  });

  it('answers a bad query value with a 422 field map naming the field', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/page-data?app=kiosk' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ errors: { app: ['invalid'] }, message: { body: 'This value is invalid.' } });
  });

  it('gives the page data of the default restaurant, or of the one the host names', async () => {
    const byDefault = await test.app.inject({ method: 'GET', url: '/api/page-data' });
    expect(byDefault.json().data.restaurant).toMatchObject({ slug: 'demo-bistro', currency: '€', lang: 'de' });
    const byHost = await test.app.inject({ method: 'GET', url: '/api/page-data', headers: { host: 'demo-cafe-zurich.localhost:3000' } });
    expect(byHost.json().data.restaurant).toMatchObject({ slug: 'demo-cafe-zurich', currency: 'CHF', timeZone: 'Europe/Zurich' });
    const ticketing = await test.app.inject({ method: 'GET', url: '/api/page-data?app=ticketing' });
    expect(ticketing.json().data.restaurant.slug).toBe('demo-tickets');
  });
});
