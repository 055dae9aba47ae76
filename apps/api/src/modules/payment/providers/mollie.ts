import { z } from 'zod';
import { decimalAmount } from './amount.ts';
import { callProvider, type ProviderAnswer, parseAnswer, trimBaseUrl } from './provider-http.ts';
import { type CreatePaymentInput, type PaymentProvider, PaymentProviderError, type ProviderStatus } from './types.ts';

export const MOLLIE_DEFAULT_BASE_URL = 'https://api.mollie.com';

export interface MollieOptions {
  /** `live_…` or `test_…`. */
  apiKey: string;
  /** @default MOLLIE_DEFAULT_BASE_URL */
  baseUrl?: string;
  /** @default 10000 */
  timeoutMs?: number;
}

const molliePaymentStatusSchema = z.enum(['open', 'pending', 'authorized', 'paid', 'failed', 'expired', 'canceled']);

const MOLLIE_STATUS: Record<z.infer<typeof molliePaymentStatusSchema>, ProviderStatus> = {
  open: 'open',
  pending: 'open',
  authorized: 'open',
  paid: 'paid',
  failed: 'failed',
  expired: 'failed',
  canceled: 'canceled',
};

const createdPaymentSchema = z.object({
  id: z.string().min(1),
  _links: z.object({ checkout: z.object({ href: z.url() }) }),
});
const fetchedPaymentSchema = z.object({ id: z.string().min(1), status: molliePaymentStatusSchema });
const mollieErrorSchema = z.object({ title: z.string().optional(), detail: z.string().optional(), field: z.string().optional() });

/** Mollie's locales; the first of a language is its default. */
const MOLLIE_LOCALES = [
  'en_US',
  'en_GB',
  'nl_NL',
  'nl_BE',
  'de_DE',
  'de_AT',
  'de_CH',
  'fr_FR',
  'fr_BE',
  'es_ES',
  'ca_ES',
  'pt_PT',
  'it_IT',
  'nb_NO',
  'sv_SE',
  'fi_FI',
  'da_DK',
  'is_IS',
  'hu_HU',
  'pl_PL',
  'lv_LV',
  'lt_LT',
];

const MOLLIE_DESCRIPTION_MAX = 255;

/** `de-CH` -> `de_CH`, `de` -> `de_DE`; undefined (Mollie then follows the browser) for others. */
export function mollieLocale(locale: string): string | undefined {
  const [language = '', region = ''] = locale.trim().split(/[-_]/);
  const exact = `${language.toLowerCase()}_${region.toUpperCase()}`;
  return (
    MOLLIE_LOCALES.find((candidate) => candidate === exact) ??
    MOLLIE_LOCALES.find((candidate) => candidate.startsWith(`${language.toLowerCase()}_`))
  );
}

/** Mollie refuses a webhook it cannot reach, which a developer's machine never is. */
function reachableFromInternet(url: string): boolean {
  const host = new URL(url).hostname;
  return !(host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]');
}

/**
 * Mollie through its REST API v2 with plain `fetch` (not @mollie/api-client), so that tests can
 * point `baseUrl` at a local fake.
 */
export function createMollieProvider(options: MollieOptions): PaymentProvider {
  const baseUrl = trimBaseUrl(options.baseUrl ?? MOLLIE_DEFAULT_BASE_URL);
  const timeoutMs = options.timeoutMs ?? 10_000;
  const authorization = `Bearer ${options.apiKey}`;

  function refused(answer: ProviderAnswer, what: string): PaymentProviderError {
    const error = mollieErrorSchema.safeParse(answer.body);
    const detail = error.success ? [error.data.title, error.data.detail, error.data.field && `(field ${error.data.field})`] : [];
    return new PaymentProviderError('mollie', `${what} refused (${answer.status}) ${detail.filter(Boolean).join(' ')}`.trim());
  }

  return {
    name: 'mollie',

    async createPayment(input: CreatePaymentInput) {
      const locale = mollieLocale(input.locale);
      const answer = await callProvider('mollie', {
        method: 'POST',
        url: `${baseUrl}/v2/payments`,
        // A retried create of the same payment gives back the first one instead of a second charge.
        headers: { authorization, 'idempotency-key': input.reference },
        body: {
          amount: { currency: input.currency, value: decimalAmount(input.amountMinor) },
          description: input.description.slice(0, MOLLIE_DESCRIPTION_MAX),
          redirectUrl: input.returnUrl,
          ...(reachableFromInternet(input.webhookUrl) ? { webhookUrl: input.webhookUrl } : {}),
          metadata: { reference: input.reference },
          ...(locale ? { locale } : {}),
        },
        timeoutMs,
      });
      if (!answer.ok) throw refused(answer, 'create payment');
      const payment = parseAnswer('mollie', createdPaymentSchema, answer.body, 'create payment');
      return { providerPaymentId: payment.id, checkoutUrl: payment._links.checkout.href };
    },

    async fetchStatus(providerPaymentId: string) {
      const answer = await callProvider('mollie', {
        method: 'GET',
        url: `${baseUrl}/v2/payments/${encodeURIComponent(providerPaymentId)}`,
        headers: { authorization },
        timeoutMs,
      });
      if (!answer.ok) throw refused(answer, `get payment ${providerPaymentId}`);
      const payment = parseAnswer('mollie', fetchedPaymentSchema, answer.body, `get payment ${providerPaymentId}`);
      if (payment.id !== providerPaymentId) throw new PaymentProviderError('mollie', `asked for ${providerPaymentId}, got ${payment.id}`);
      return MOLLIE_STATUS[payment.status];
    },
  };
}
