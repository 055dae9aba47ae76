import { describe, expect, it } from 'vitest';
import { tableFromQuery, withoutTableQuery } from './table-query.ts';

const query = (text: string) => new URLSearchParams(text);

describe('tableFromQuery', () => {
  it('takes a numeric tableId first, else the tableName', () => {
    expect(tableFromQuery(query('tableId=4&tableName=T9'))).toEqual({ tableId: 4 });
    expect(tableFromQuery(query('tableName=%20T4%20'))).toEqual({ tableName: 'T4' });
    expect(tableFromQuery(query('tableId=abc&tableName=T4'))).toEqual({ tableName: 'T4' });
  });

  it('names no table for empty, zero or malformed values', () => {
    expect(tableFromQuery(query(''))).toBeNull();
    expect(tableFromQuery(query('tableId=0'))).toBeNull();
    expect(tableFromQuery(query('tableId=-3&tableName='))).toBeNull();
    expect(tableFromQuery(query('qrcode=1'))).toBeNull();
  });
});

describe('withoutTableQuery', () => {
  it('drops the QR parameters and keeps the rest', () => {
    expect(withoutTableQuery(query('tableId=4&qrcode=1&utm_source=flyer'))).toBe('?utm_source=flyer');
    expect(withoutTableQuery(query('tableName=T4'))).toBe('');
  });
});
