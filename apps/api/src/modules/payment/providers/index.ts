import type { Kysely } from 'kysely';
import type { Config } from '../../../config.ts';
import type { Schema } from '../../../db/schema.ts';
import { createMollieProvider } from './mollie.ts';
import { createSaferpayProvider } from './saferpay.ts';
import { createSandboxProvider } from './sandbox.ts';
import type { PaymentProvider } from './types.ts';

export { sandboxPaymentPage } from './sandbox-page.ts';
export * from './types.ts';

/** The payment types paid online, each through one provider. */
export type OnlinePaymentType = 'mollie' | 'saferPay';

export interface PaymentProviderDeps {
  db: Kysely<Schema>;
  now?: () => Date;
}

export interface PaymentProviders {
  /** The provider of a payment type: the real one when configured, else the sandbox. */
  forPaymentType(type: OnlinePaymentType): PaymentProvider;
  /** The provider a stored payment was made with (`payments.provider`), for webhooks and returns. */
  byName(name: string): PaymentProvider | undefined;
}

export function createPaymentProviders(
  config: Pick<Config, 'publicUrl' | 'mollie' | 'saferpay'>,
  deps: PaymentProviderDeps,
): PaymentProviders {
  const sandbox = createSandboxProvider({ db: deps.db, publicUrl: config.publicUrl, ...(deps.now ? { now: deps.now } : {}) });
  const mollie = config.mollie ? createMollieProvider(config.mollie) : undefined;
  const saferpay = config.saferpay ? createSaferpayProvider(config.saferpay) : undefined;
  const byName = new Map<string, PaymentProvider>([['sandbox', sandbox]]);
  if (mollie) byName.set('mollie', mollie);
  if (saferpay) byName.set('saferpay', saferpay);
  const byType: Record<OnlinePaymentType, PaymentProvider> = { mollie: mollie ?? sandbox, saferPay: saferpay ?? sandbox };

  return {
    forPaymentType: (type) => byType[type],
    byName: (name) => byName.get(name),
  };
}
