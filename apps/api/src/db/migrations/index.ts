import type { Migration } from 'kysely/migration';
import * as restaurants from './0001-restaurants.ts';
import * as platformModel from './0002-platform-model.ts';
import * as sandboxPayments from './0003-sandbox-payments.ts';
import * as ticketProducts from './0004-ticket-products.ts';
import * as payFixTerminals from './0005-payfix-terminals.ts';
import * as breakPatterns from './0006-break-patterns.ts';
import * as moneyAndPaymentRecovery from './0007-money-and-payment-recovery.ts';
import * as sessionVersions from './0008-session-versions.ts';
import * as idempotencyKey from './0009-idempotency-key.ts';
import * as partialOrderIndexes from './0010-partial-order-indexes.ts';

/** Every migration in order. Names sort as they run; never rename or edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001-restaurants': restaurants,
  '0002-platform-model': platformModel,
  '0003-sandbox-payments': sandboxPayments,
  '0004-ticket-products': ticketProducts,
  '0005-payfix-terminals': payFixTerminals,
  '0006-break-patterns': breakPatterns,
  '0007-money-and-payment-recovery': moneyAndPaymentRecovery,
  '0008-session-versions': sessionVersions,
  '0009-idempotency-key': idempotencyKey,
  '0010-partial-order-indexes': partialOrderIndexes,
};
