import { SAFERPAY_SPEC_VERSION } from '../../../src/modules/payment/providers/saferpay.ts';
import { type FakeAnswer, type FakeServer, jsonBody, type RecordedRequest, startFakeServer } from './fake-server.ts';

export const responseHeader = { ResponseHeader: { SpecVersion: SAFERPAY_SPEC_VERSION, RequestId: 'echo' } };

export function saferpayError(status: number, errorName: string, behavior = 'ABORT'): FakeAnswer {
  return { status, json: { ...responseHeader, Behavior: behavior, ErrorName: errorName, ErrorMessage: `${errorName} happened` } };
}

/** What the fake knows about one Payment Page token. */
export interface FakeTransaction {
  /** The Assert answer while not captured: a transaction status, or an error name. */
  state: 'AUTHORIZED' | 'CAPTURED' | 'PENDING' | { error: string; status?: number; behavior?: string };
  captures: number;
  /** Capture's answer: captured (default), pending, or an error. */
  capture?: 'PENDING' | { error: string; status?: number };
}

/**
 * Saferpay's JSON API as far as we use it: Initialize hands out a token; Assert tells the
 * transaction state; Capture captures once and answers TRANSACTION_ALREADY_CAPTURED after that.
 */
export function fakeSaferpay(transactions: Map<string, FakeTransaction>, options: { holdAsserts?: number } = {}) {
  let asserts = 0;
  const held: Array<() => void> = [];
  return async (request: RecordedRequest): Promise<FakeAnswer> => {
    const body = jsonBody(request) as { Token?: string; TransactionReference?: { TransactionId: string } };
    if (request.url === '/api/Payment/v1/PaymentPage/Initialize') {
      const token = `token${transactions.size + 1}`;
      transactions.set(token, { state: { error: 'TRANSACTION_NOT_STARTED', status: 402, behavior: 'RETRY_LATER' }, captures: 0 });
      return {
        json: {
          ...responseHeader,
          Token: token,
          Expiration: '2030-01-01T12:00:00.000+01:00',
          RedirectUrl: `https://test.saferpay.com/vt2/api/PaymentPage/245294/17757531/${token}`,
        },
      };
    }
    if (request.url === '/api/Payment/v1/PaymentPage/Assert') {
      // Lets concurrent asserts all see the state before any capture changes it.
      if (options.holdAsserts && ++asserts <= options.holdAsserts) {
        await new Promise<void>((resolve) => {
          held.push(resolve);
          if (held.length === options.holdAsserts) for (const release of held) release();
        });
      }
      const transaction = transactions.get(body.Token ?? '');
      if (!transaction) return saferpayError(400, 'TOKEN_INVALID');
      const state = transaction.captures > 0 ? 'CAPTURED' : transaction.state;
      if (typeof state === 'object') return saferpayError(state.status ?? 402, state.error, state.behavior);
      return {
        json: {
          ...responseHeader,
          Transaction: {
            Type: 'PAYMENT',
            Status: state,
            Id: `tx-${body.Token}`,
            Amount: { Value: '1250', CurrencyCode: 'CHF' },
            OrderId: '42',
          },
          PaymentMeans: { Brand: { PaymentMethod: 'VISA', Name: 'VISA Saferpay Test' }, DisplayText: 'xxxx xxxx xxxx 1234' },
        },
      };
    }
    if (request.url === '/api/Payment/v1/Transaction/Capture') {
      const token = body.TransactionReference?.TransactionId.replace('tx-', '') ?? '';
      const transaction = transactions.get(token);
      if (!transaction) return saferpayError(400, 'TRANSACTION_NOT_FOUND');
      if (transaction.captures > 0) return saferpayError(402, 'TRANSACTION_ALREADY_CAPTURED');
      if (typeof transaction.capture === 'object') return saferpayError(transaction.capture.status ?? 402, transaction.capture.error);
      if (transaction.capture === 'PENDING') return { json: { ...responseHeader, CaptureId: `cap-${token}`, Status: 'PENDING' } };
      transaction.captures += 1;
      return { json: { ...responseHeader, CaptureId: `cap-${token}`, Status: 'CAPTURED', Date: '2030-01-01T12:00:00.000+01:00' } };
    }
    return { status: 404, text: 'not found' };
  };
}

/** The fake on a local port, for an app whose Saferpay adapter points at `baseUrl`. */
export interface FakeSaferpay {
  server: FakeServer;
  /** The JSON API's base URL (SAFERPAY_BASE_URL). */
  baseUrl: string;
  /** The tokens handed out and what Assert answers for each (set `state` to what the payer did). */
  transactions: Map<string, FakeTransaction>;
  /** The Initialize requests' bodies, in order. */
  initialized(): Array<{ Payment: { Amount: { Value: string; CurrencyCode: string }; OrderId: string } }>;
  close(): Promise<void>;
}

export async function startFakeSaferpay(): Promise<FakeSaferpay> {
  const transactions = new Map<string, FakeTransaction>();
  const server = await startFakeServer(fakeSaferpay(transactions));
  return {
    server,
    baseUrl: `${server.url}/api`,
    transactions,
    initialized: () =>
      server.requests
        .filter((request) => request.url === '/api/Payment/v1/PaymentPage/Initialize')
        .map((request) => jsonBody(request) as ReturnType<FakeSaferpay['initialized']>[number]),
    close: () => server.close(),
  };
}
