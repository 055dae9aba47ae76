import { describe, expect, it } from 'vitest';

// The shared setup's promise (setup.ts): whatever a test, or an app it leaves mounted, writes to
// storage, the next test starts on blank storage.
describe('the test setup', () => {
  it('lets a test leave storage behind', () => {
    localStorage.setItem('visited-date', '2026-11-28');
    sessionStorage.setItem('announcement-shown', '1');
  });

  it('starts the next test on blank storage', () => {
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});
