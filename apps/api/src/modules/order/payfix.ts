import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { AppError } from '../../errors.ts';
import type { OrderStore } from './store.ts';

/*
 * payFix (spec §3, §5: "payFix needs qrCode and pin"), as this product holds it. The spec names the
 * two fields only; decided here:
 * - payFix is paying at a fixed terminal at the table. A table may carry one: the code on its QR
 *   sticker (`tables.payfix_qr_code`, unique per restaurant) and a PIN the staff set, kept as an
 *   scrypt hash only (`tables.payfix_pin_hash`). A table without both has no terminal.
 * - "Verified" means: the QR code names a terminal of the order's restaurant (else 422
 *   `qrCode: payfix_qr_code_invalid`); where the basket is tied to a table, it is that table's
 *   terminal (a sticker of another table is the same 422); and the PIN matches the terminal's,
 *   compared with the hash in constant time (else 422 `pin: payfix_pin_invalid`). The QR code is
 *   checked first, so a wrong PIN is never tried against a terminal that is not there.
 * - The order keeps the terminal's table (`payfix_table_id`, and as its table where the basket had
 *   none), the QR code, and a fresh salted hash of the PIN it was confirmed with: what staff need
 *   to see which terminal took it, never the PIN in clear.
 * - Nothing is written before both pass: the checks run before the order's transaction.
 */

/** scrypt cost of the PIN hash kept with an order: a PIN is short, so cost buys little beyond this. */
const ORDER_PIN_HASH_COST = 14;

export interface PayFixColumns {
  payfix_table_id: number;
  payfix_qr_code: string;
  payfix_pin_hash: string;
}

export async function verifyPayFix(
  store: Pick<OrderStore, 'findPayFixTerminal'>,
  restaurantId: number,
  basket: { table_id: number | null },
  input: { qrCode?: string | undefined; pin?: string | undefined },
): Promise<PayFixColumns> {
  // The contract requires both for payFix; an empty one here is a bug of the caller, not the guest.
  const qrCode = input.qrCode ?? '';
  const pin = input.pin ?? '';
  const terminal = qrCode ? await store.findPayFixTerminal(restaurantId, qrCode) : undefined;
  if (!terminal?.payfix_pin_hash || (basket.table_id !== null && basket.table_id !== terminal.id)) {
    throw AppError.validation('qrCode', 'payfix_qr_code_invalid');
  }
  if (!(await verifyPassword(pin, terminal.payfix_pin_hash))) throw AppError.validation('pin', 'payfix_pin_invalid');
  return { payfix_table_id: terminal.id, payfix_qr_code: qrCode, payfix_pin_hash: await hashPassword(pin, ORDER_PIN_HASH_COST) };
}
