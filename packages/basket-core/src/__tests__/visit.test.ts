import { describe, expect, it } from 'vitest';
import { planVisit, recordVisit, VISITED_DATE_KEY } from '../index.ts';
import { createMemoryStorage } from './fixtures.ts';

describe('visit record', () => {
  it('is unique once per day and new on the first visit ever', () => {
    expect(planVisit({}, null, '2026-11-22')).toEqual({ qrCode: false, unique: true, new: true });
    expect(planVisit({}, '2026-11-21', '2026-11-22')).toEqual({ qrCode: false, unique: true, new: false });
    expect(planVisit({}, '2026-11-22', '2026-11-22')).toEqual({ qrCode: false, unique: false, new: false });
  });

  it('flags a QR-code visit from tableId, tableName or qrcode', () => {
    expect(planVisit({ tableId: '4' }, null, '2026-11-22')).toMatchObject({ qrCode: true, tableId: 4 });
    expect(planVisit({ tableName: ' Terrace ' }, null, '2026-11-22')).toMatchObject({ qrCode: true, tableName: 'Terrace' });
    expect(planVisit({ qrcode: '1' }, null, '2026-11-22')).toMatchObject({ qrCode: true });
    expect(planVisit({ tableId: 'x1' }, null, '2026-11-22')).not.toHaveProperty('tableId');
  });

  it('stores the day of the visit', () => {
    const storage = createMemoryStorage();
    const morning = new Date(2026, 10, 22, 8, 0);
    expect(recordVisit({}, storage, morning)).toMatchObject({ unique: true, new: true });
    expect(storage.getItem(VISITED_DATE_KEY)).toBe('2026-11-22');
    expect(recordVisit({}, storage, new Date(2026, 10, 22, 20, 0))).toMatchObject({ unique: false, new: false });
    expect(recordVisit({}, storage, new Date(2026, 10, 23, 0, 5))).toMatchObject({ unique: true, new: false });
  });
});
