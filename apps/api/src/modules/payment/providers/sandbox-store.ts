import type { Selectable } from 'kysely';
import type { SandboxDb, SandboxPaymentsTable } from './sandbox-schema.ts';
import type { ProviderStatus } from './types.ts';

export type SandboxPayment = Selectable<SandboxPaymentsTable>;

export type SandboxOutcome = Exclude<ProviderStatus, 'open'>;

export async function insertSandboxPayment(
  db: SandboxDb,
  payment: Omit<SandboxPayment, 'status' | 'created_at' | 'updated_at'>,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('sandbox_payments')
    .values({ ...payment, status: 'open', created_at: at, updated_at: at })
    .execute();
}

export function findSandboxPayment(db: SandboxDb, id: string): Promise<SandboxPayment | undefined> {
  return db.selectFrom('sandbox_payments').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Moves an open payment to its outcome; true when this call did it. The `status = 'open'`
 * condition makes a second press (or two racing ones) change nothing.
 */
export async function settleSandboxPayment(db: SandboxDb, id: string, outcome: SandboxOutcome, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('sandbox_payments')
    .set({ status: outcome, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
