import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../helpers/dialects.ts';
import { publicToken } from '../helpers/tokens.ts';
import { buildContentApp, type ContentCaller, type ContentTestApp, callAs, createRestaurant, openEveryDay, outboxOf } from './fixtures.ts';

// The clock stands at 2026-11-22 11:00 in Berlin.
describe.each(DIALECTS)('content mails of an Arabic restaurant on %s', (dialect) => {
  let test: ContentTestApp;
  let guest: ContentCaller;
  let restaurantId: number;

  beforeAll(async () => {
    test = await buildContentApp(dialect);
    restaurantId = await createRestaurant(test.db, {
      slug: 'arabic',
      lang: 'ar',
      email: 'info@arabic.example',
      settings: { reservation_table: true, deliveryTypes: [1, 2, 3] },
    });
    await openEveryDay(test.db, restaurantId, 'here', '11:00', '23:00');
    guest = callAs(test.app, await publicToken(test.app));
  });
  afterAll(() => test.close());

  it('confirms a reservation in Arabic, with the date as the Arabic storefront writes it', async () => {
    const response = await guest.post('/api/restaurant/reserve-table', {
      restaurantId,
      people: { adults: 2, children: 1 },
      date: '2026-12-24',
      time: '19:30',
      email: 'layla@example.com',
      name: 'Layla',
      phone: '030 1234567',
    });
    expect(response.statusCode).toBe(200);
    const [mail] = await outboxOf(test.app, 'layla@example.com');
    expect(mail?.subject).toBe('حجز طاولتك في Restaurant arabic');
    expect(mail?.text).toContain('مرحبًا Layla،');
    expect(mail?.text).toContain('التاريخ: 2026/12/24\nالوقت: 19:30\nالبالغون: 2\nالأطفال: 1');
  });

  it('writes both contact mails in Arabic', async () => {
    const response = await guest.post('/api/contact', {
      restaurantId,
      name: 'Layla',
      email: 'layla-contact@example.com',
      phone: '030 1234567',
      message: 'هل أنتم مفتوحون يوم الجمعة؟',
    });
    expect(response.statusCode).toBe(200);
    const [toRestaurant] = await outboxOf(test.app, 'info@arabic.example');
    expect(toRestaurant?.subject).toBe('نموذج الاتصال: رسالة من Layla');
    expect(toRestaurant?.text).toContain('البريد الإلكتروني: layla-contact@example.com');
    const [toSender] = await outboxOf(test.app, 'layla-contact@example.com');
    expect(toSender?.subject).toBe('لقد تلقّينا رسالتك · Restaurant arabic');
    expect(toSender?.text).toContain('هل أنتم مفتوحون يوم الجمعة؟');
  });
});
