export type ProviderName = 'sandbox' | 'mollie' | 'saferpay';

export type ProviderCurrency = 'EUR' | 'CHF' | 'USD';

/** A payment as the provider sees it; `failed` also covers expired and declined. */
export type ProviderStatus = 'open' | 'paid' | 'failed' | 'canceled';

export interface CreatePaymentInput {
  /**
   * Our payment id, unique per attempt: shown to the merchant by the provider, and Mollie's
   * idempotency key (a retried create within an hour returns the first payment).
   */
  reference: string;
  amountMinor: number;
  currency: ProviderCurrency;
  description: string;
  /** Where the guest's browser goes when the payment page is done, whatever the outcome. */
  returnUrl: string;
  /**
   * Called by the provider when the state may have changed. Sandbox and Mollie POST a form
   * `id=<providerPaymentId>`; Saferpay calls the URL as given (GET, no body), so it should
   * name our payment itself (e.g. `?reference=`).
   */
  webhookUrl: string;
  /** The guest's language, `de`, `de-CH`, `en_US`…; providers fall back to their default. */
  locale: string;
  /**
   * Our server as the guest reaches it (the restaurant's host, else PUBLIC_URL): where a page we
   * serve ourselves (the sandbox's) is. Real providers host their pages and ignore it.
   */
  siteUrl?: string;
}

export interface CreatedPayment {
  providerPaymentId: string;
  /** The provider's payment page, where the guest is sent. */
  checkoutUrl: string;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /**
   * Asks the provider, never trusting a caller's word. Safe to call any number of times and
   * concurrently (webhook and return may race).
   */
  fetchStatus(providerPaymentId: string): Promise<ProviderStatus>;
}

/**
 * A provider that refuses, is unreachable, or answers something we do not understand. The order
 * code maps it to `payment_has_problem`; the message is for logs, never for guests.
 */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
  readonly provider: ProviderName;

  constructor(provider: ProviderName, message: string, options: { cause?: unknown } = {}) {
    super(`${provider}: ${message}`, options);
    this.provider = provider;
  }
}
