import type { Generated, Kysely } from 'kysely';
import type { Schema } from '../../../db/schema.ts';
import type { ProviderCurrency, ProviderStatus } from './types.ts';

/** A payment of the built-in sandbox provider (migration 0003), the sandbox's own "provider side". */
// Type aliases, not interfaces: `withTables` wants index-signature-compatible shapes.
export type SandboxPaymentsTable = {
  /** Random 128-bit base64url: the providerPaymentId, and a capability, since the page has no login. */
  id: string;
  reference: string;
  amount_minor: number;
  currency: ProviderCurrency;
  description: string;
  return_url: string;
  webhook_url: string;
  status: Generated<ProviderStatus>;
  created_at: string;
  updated_at: string;
};

export type SandboxSchema = {
  sandbox_payments: SandboxPaymentsTable;
};

export type SandboxDb = Kysely<Schema & SandboxSchema>;

/** The app's database with the sandbox table known to the types (it lives outside db/schema.ts). */
export function sandboxDb(db: Kysely<Schema>): SandboxDb {
  return db.withTables<SandboxSchema>();
}
