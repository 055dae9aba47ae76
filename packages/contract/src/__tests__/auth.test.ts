import { describe, expect, it } from 'vitest';
import { loginRequestSchema, passwordSchema } from '../index.ts';

describe('auth schemas', () => {
  it('names the catalogue code of a short password', () => {
    const result = passwordSchema.safeParse('short');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('password_min');
    expect(passwordSchema.safeParse('long enough').success).toBe(true);
  });

  it('reads a login with the restaurant id as text', () => {
    expect(loginRequestSchema.parse({ email: 'a@b.de', password: 'x', restaurantId: '3' })).toEqual({
      email: 'a@b.de',
      password: 'x',
      restaurantId: 3,
    });
    expect(loginRequestSchema.safeParse({ email: 'not-an-email', password: 'x', restaurantId: 3 }).error?.issues[0]?.message).toBe(
      'email_invalid',
    );
  });
});
