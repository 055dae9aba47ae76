import { randomBytes } from 'node:crypto';
import { messageLanguageOf } from '@platter/i18n';
import type { Kysely } from 'kysely';
import type { Schema } from '../../../db/schema.ts';
import { sandboxDb } from './sandbox-schema.ts';
import { findSandboxPayment, insertSandboxPayment } from './sandbox-store.ts';
import { type CreatePaymentInput, type PaymentProvider, PaymentProviderError } from './types.ts';

export interface SandboxProviderOptions {
  db: Kysely<Schema>;
  /** The address guests use when a payment names no `siteUrl` (config.publicUrl); the page is served by `sandboxPaymentPage` under /api. */
  publicUrl: string;
  now?: () => Date;
}

/**
 * The built-in provider: a payment page on our own server where the guest picks the outcome.
 * Used when no real provider is configured, and by tests. No money is ever moved.
 */
export function createSandboxProvider(options: SandboxProviderOptions): PaymentProvider {
  const db = sandboxDb(options.db);
  const now = options.now ?? (() => new Date());
  const publicUrl = options.publicUrl.replace(/\/+$/, '');

  return {
    name: 'sandbox',

    async createPayment(input: CreatePaymentInput) {
      const id = randomBytes(16).toString('base64url');
      await insertSandboxPayment(
        db,
        {
          id,
          reference: input.reference,
          amount_minor: input.amountMinor,
          currency: input.currency,
          description: input.description,
          return_url: input.returnUrl,
          webhook_url: input.webhookUrl,
        },
        now(),
      );
      // The page speaks the language the guest ordered in, not the browser's (issue 16).
      const lang = encodeURIComponent(messageLanguageOf(input.locale));
      const site = input.siteUrl?.replace(/\/+$/, '') ?? publicUrl;
      return { providerPaymentId: id, checkoutUrl: `${site}/api/payment/sandbox/${id}?lang=${lang}` };
    },

    async fetchStatus(providerPaymentId: string) {
      const payment = await findSandboxPayment(db, providerPaymentId);
      if (!payment) throw new PaymentProviderError('sandbox', `no payment ${providerPaymentId}`);
      return payment.status;
    },
  };
}
