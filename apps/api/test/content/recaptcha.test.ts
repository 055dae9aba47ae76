import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../src/errors.ts';
import { createRecaptchaCheck, RECAPTCHA_VERIFY_URL, type RecaptchaFetch } from '../../src/http/recaptcha.ts';

/** A fake siteverify that answers `answer` (or throws it, for a network failure). */
function fakeFetch(answer: unknown, { ok = true, fail = false } = {}) {
  return vi.fn<RecaptchaFetch>(async () => {
    if (fail) throw answer;
    return { ok, json: async () => answer };
  });
}

async function failureOf(promise: Promise<void>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the check to fail');
}

function expectRecaptchaInvalid(error: unknown) {
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ status: 422, code: 'recaptcha_invalid', field: 'recaptcha' });
}

describe('the recaptcha check', () => {
  it('passes everything when the server has no secret, without calling Google', async () => {
    const fetch = fakeFetch({ success: false });
    await createRecaptchaCheck({ secret: undefined, fetch }).verify(undefined);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('accepts a response Google calls a success, sending secret, response and address as a form', async () => {
    const fetch = fakeFetch({ success: true, hostname: 'localhost' });
    await createRecaptchaCheck({ secret: 'server-secret', fetch }).verify('token-from-widget', '203.0.113.9');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(RECAPTCHA_VERIFY_URL);
    expect(init).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(Object.fromEntries(new URLSearchParams(init?.body))).toEqual({
      secret: 'server-secret',
      response: 'token-from-widget',
      remoteip: '203.0.113.9',
    });
  });

  it('refuses a missing response without asking Google', async () => {
    const fetch = fakeFetch({ success: true });
    const check = createRecaptchaCheck({ secret: 'server-secret', fetch });
    expectRecaptchaInvalid(await failureOf(check.verify(undefined)));
    expectRecaptchaInvalid(await failureOf(check.verify('')));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a response Google rejects', async () => {
    const check = createRecaptchaCheck({
      secret: 'server-secret',
      fetch: fakeFetch({ success: false, 'error-codes': ['timeout-or-duplicate'] }),
    });
    expectRecaptchaInvalid(await failureOf(check.verify('used-twice')));
  });

  it('turns a network error, an error status, an odd answer and a timeout into the same 422', async () => {
    const hanging: RecaptchaFetch = (_url, init) =>
      new Promise((_resolve, reject) => init.signal.addEventListener('abort', () => reject(init.signal.reason)));
    const checks = [
      createRecaptchaCheck({ secret: 's', fetch: fakeFetch(new TypeError('fetch failed'), { fail: true }) }),
      createRecaptchaCheck({ secret: 's', fetch: fakeFetch({ success: true }, { ok: false }) }),
      createRecaptchaCheck({ secret: 's', fetch: fakeFetch('<html>maintenance</html>') }),
      createRecaptchaCheck({ secret: 's', fetch: fakeFetch({ success: 'yes' }) }),
      createRecaptchaCheck({ secret: 's', fetch: hanging, timeoutMs: 10 }),
    ];
    for (const check of checks) expectRecaptchaInvalid(await failureOf(check.verify('token')));
  });
});
