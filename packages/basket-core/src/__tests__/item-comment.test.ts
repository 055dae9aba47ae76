import { describe, expect, it } from 'vitest';
import { checkItemComment, ITEM_COMMENT_MAX_LENGTH, itemCommentCharactersLeft } from '../index.ts';

describe('item comment', () => {
  it('allows 140 characters by default', () => {
    expect(ITEM_COMMENT_MAX_LENGTH).toBe(140);
    expect(checkItemComment('x'.repeat(140))).toMatchObject({ ok: true });
    expect(checkItemComment('x'.repeat(141))).toEqual({ ok: false, reason: { code: 'too_big', max: 140, length: 141 } });
  });

  it('takes a configured maximum', () => {
    expect(checkItemComment('x'.repeat(21), 20)).toMatchObject({ ok: false, reason: { max: 20 } });
    expect(checkItemComment('x'.repeat(200), 250)).toMatchObject({ ok: true });
  });

  it('trims, and counts characters rather than UTF-16 units', () => {
    expect(checkItemComment('  no onions  ')).toEqual({ ok: true, value: 'no onions' });
    expect(checkItemComment('🍕'.repeat(140))).toMatchObject({ ok: true });
    expect(itemCommentCharactersLeft(' 🍕🍕 ', 5)).toBe(3);
    expect(itemCommentCharactersLeft('x'.repeat(9), 5)).toBe(0);
  });
});
