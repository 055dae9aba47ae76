import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { minorAmount } from './amount.ts';
import { callProvider, type ProviderAnswer, parseAnswer, trimBaseUrl } from './provider-http.ts';
import { type CreatePaymentInput, type PaymentProvider, PaymentProviderError, type ProviderStatus } from './types.ts';

export const SAFERPAY_DEFAULT_BASE_URL = 'https://www.saferpay.com/api';
export const SAFERPAY_TEST_BASE_URL = 'https://test.saferpay.com/api';
/** The JSON API version our requests are written against (ReturnUrl.Url, Success/FailNotifyUrl). */
export const SAFERPAY_SPEC_VERSION = '1.31';

export interface SaferpayOptions {
  customerId: string;
  terminalId: string;
  /** JSON API basic-auth user and password (Saferpay Backoffice > Settings > JSON API basic authentication). */
  username: string;
  password: string;
  /** @default SAFERPAY_DEFAULT_BASE_URL; SAFERPAY_TEST_BASE_URL for the test environment */
  baseUrl?: string;
  /** @default 10000 */
  timeoutMs?: number;
}

const initializedSchema = z.object({ Token: z.string().min(1), RedirectUrl: z.url() });
const assertedSchema = z.object({
  Transaction: z.object({ Id: z.string().min(1), Status: z.enum(['AUTHORIZED', 'CAPTURED', 'PENDING']) }),
});
const capturedSchema = z.object({ Status: z.enum(['CAPTURED', 'PENDING']) });
const saferpayErrorSchema = z.object({
  Behavior: z.string(),
  ErrorName: z.string(),
  ErrorMessage: z.string().optional(),
  ErrorDetail: z.array(z.string()).optional(),
});
type SaferpayError = z.infer<typeof saferpayErrorSchema>;

/**
 * What a failed Assert says about the payment. Saferpay answers a payment that did not succeed
 * with an error body, so some errors are outcomes: the payer aborted, the payment was declined,
 * or it is not finished yet. Everything else (credentials, validation, unknown token, outages)
 * is a problem of ours or theirs, not of the payment, so it is not mapped: even errors whose
 * Behavior is ABORT, such as PERMISSION_DENIED, say nothing about the guest's payment.
 */
const ASSERT_ERROR_STATUS = new Map<string, ProviderStatus>([
  ['TRANSACTION_ABORTED', 'canceled'],
  // Asserting before the payer is done (a notify racing the return, or a poll) answers these.
  ['TRANSACTION_NOT_STARTED', 'open'],
  ['TRANSACTION_IN_WRONG_STATE', 'open'],
  ['TRANSACTION_DECLINED', 'failed'],
  ['TOKEN_EXPIRED', 'failed'],
  ['GENERAL_DECLINED', 'failed'],
  ['3DS_AUTHENTICATION_FAILED', 'failed'],
  ['BLOCKED_BY_RISK_MANAGEMENT', 'failed'],
  ['CARD_EXPIRED', 'failed'],
  ['CARD_CHECK_FAILED', 'failed'],
  ['CARD_CVC_INVALID', 'failed'],
  ['CARD_CVC_REQUIRED', 'failed'],
  ['PAYMENTMEANS_INVALID', 'failed'],
  ['NO_CREDITS_AVAILABLE', 'failed'],
]);

/** Saferpay's payment page languages; others fall back to the page's default. */
const SAFERPAY_LANGUAGES = new Set('bg cs da de el en es et fi fr hr hu it ja lt lv nl nn pl pt ro ru sk sl sr sv tr uk zh'.split(' '));
const SAFERPAY_DESCRIPTION_MAX = 1000;

/**
 * Saferpay's JSON API, Payment Page flow: Initialize gives a Token (our providerPaymentId) and the
 * page to send the guest to; Assert tells the outcome; an AUTHORIZED transaction is captured here,
 * because money is only moved by the capture.
 */
export function createSaferpayProvider(options: SaferpayOptions): PaymentProvider {
  const baseUrl = trimBaseUrl(options.baseUrl ?? SAFERPAY_DEFAULT_BASE_URL);
  const timeoutMs = options.timeoutMs ?? 10_000;
  const authorization = `Basic ${Buffer.from(`${options.username}:${options.password}`).toString('base64')}`;

  function post(path: string, body: Record<string, unknown>): Promise<ProviderAnswer> {
    return callProvider('saferpay', {
      method: 'POST',
      url: `${baseUrl}${path}`,
      headers: { authorization },
      body: {
        RequestHeader: { SpecVersion: SAFERPAY_SPEC_VERSION, CustomerId: options.customerId, RequestId: randomUUID(), RetryIndicator: 0 },
        ...body,
      },
      timeoutMs,
    });
  }

  function errorOf(answer: ProviderAnswer, what: string): SaferpayError {
    const error = saferpayErrorSchema.safeParse(answer.body);
    if (!error.success) throw new PaymentProviderError('saferpay', `${what} failed (${answer.status}) without an error body`);
    return error.data;
  }

  function refused(answer: ProviderAnswer, error: SaferpayError, what: string): PaymentProviderError {
    const detail = [error.ErrorMessage, ...(error.ErrorDetail ?? [])].filter(Boolean).join('; ');
    return new PaymentProviderError(
      'saferpay',
      `${what} refused (${answer.status} ${error.ErrorName}, ${error.Behavior}) ${detail}`.trim(),
    );
  }

  type Assertion = { transactionId: string; status: 'AUTHORIZED' | 'CAPTURED' | 'PENDING' } | { outcome: ProviderStatus };

  async function assertPayment(token: string): Promise<Assertion> {
    const what = `assert ${token}`;
    const answer = await post('/Payment/v1/PaymentPage/Assert', { Token: token });
    if (answer.ok) {
      const { Transaction } = parseAnswer('saferpay', assertedSchema, answer.body, what);
      return { transactionId: Transaction.Id, status: Transaction.Status };
    }
    const error = errorOf(answer, what);
    const outcome = ASSERT_ERROR_STATUS.get(error.ErrorName);
    if (!outcome) throw refused(answer, error, what);
    return { outcome };
  }

  /** Capture is where notify and return race: whoever comes second sees it captured already. */
  async function capture(token: string, transactionId: string): Promise<ProviderStatus> {
    const what = `capture ${transactionId}`;
    const answer = await post('/Payment/v1/Transaction/Capture', { TransactionReference: { TransactionId: transactionId } });
    if (answer.ok) return parseAnswer('saferpay', capturedSchema, answer.body, what).Status === 'CAPTURED' ? 'paid' : 'open';
    const error = errorOf(answer, what);
    if (error.ErrorName === 'TRANSACTION_ALREADY_CAPTURED') return 'paid';
    // Another capture may be under way or done (TRANSACTION_IN_WRONG_STATE): ask once more.
    const again = await assertPayment(token);
    if ('status' in again && again.status === 'CAPTURED') return 'paid';
    throw refused(answer, error, what);
  }

  return {
    name: 'saferpay',

    async createPayment(input: CreatePaymentInput) {
      const language = input.locale.trim().slice(0, 2).toLowerCase();
      const answer = await post('/Payment/v1/PaymentPage/Initialize', {
        TerminalId: options.terminalId,
        Payment: {
          Amount: { Value: minorAmount(input.amountMinor), CurrencyCode: input.currency },
          OrderId: input.reference,
          Description: input.description.slice(0, SAFERPAY_DESCRIPTION_MAX),
        },
        ...(SAFERPAY_LANGUAGES.has(language) ? { Payer: { LanguageCode: language } } : {}),
        ReturnUrl: { Url: input.returnUrl },
        Notification: { SuccessNotifyUrl: input.webhookUrl, FailNotifyUrl: input.webhookUrl },
      });
      if (!answer.ok) throw refused(answer, errorOf(answer, 'initialize'), 'initialize');
      const page = parseAnswer('saferpay', initializedSchema, answer.body, 'initialize');
      return { providerPaymentId: page.Token, checkoutUrl: page.RedirectUrl };
    },

    async fetchStatus(token: string) {
      const assertion = await assertPayment(token);
      if ('outcome' in assertion) return assertion.outcome;
      if (assertion.status === 'CAPTURED') return 'paid';
      if (assertion.status === 'PENDING') return 'open';
      return capture(token, assertion.transactionId);
    },
  };
}
