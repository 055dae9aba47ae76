/** The outcome of a rule that can fail in an expected way (house style: results for expected failures, throws for bugs). */
export type Result<T, R> = { ok: true; value: T } | { ok: false; reason: R };

export function succeed<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function fail<R>(reason: R): { ok: false; reason: R } {
  return { ok: false, reason };
}
