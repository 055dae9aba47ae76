/**
 * The client's own messages (spec document 2, §8 "Local messages"), by code. Apps translate the
 * code; the English text is the spec's, for logs and as a last resort.
 */
export const LOCAL_MESSAGES = {
  basket_not_found: 'Basket not found',
  product_not_found: 'Product not found',
  out_of_stock: 'Out of stock',
  basket_empty: 'Your basket is empty',
  choose_delivery_type: 'Please choose a delivery type',
  login_required: 'Please login to create an order.',
  basket_create_failed: 'There was an error in creating basket',
  basket_fetch_failed: 'There was an error in fetching the basket info',
  delivery_type_change_failed: 'There was an error in updating the delivery type',
} as const;
export type LocalMessageCode = keyof typeof LOCAL_MESSAGES;

/**
 * A store action refused locally, before or instead of a call: `code` is a local message code or,
 * for input rules, the catalogue code of the field (`required`, `must_be_numeric`, `too_big`).
 */
export class BasketError extends Error {
  override readonly name = 'BasketError';
  readonly code: string;
  /** The input the code is about, for input rules. */
  readonly field: string | undefined;

  constructor(code: LocalMessageCode | (string & Record<never, never>), field?: string) {
    super(code in LOCAL_MESSAGES ? LOCAL_MESSAGES[code as LocalMessageCode] : code);
    this.code = code;
    this.field = field;
  }
}
