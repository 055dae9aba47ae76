import type { CompiledQuery, Kysely } from 'kysely';

type Parameter = string | number;

/** Placeholders no real value equals: ids are positive, basket ids are UUIDs. */
export const PLACEHOLDER_ID = -2_000_000_001;
export const SECOND_PLACEHOLDER_ID = -2_000_000_002;
export const PLACEHOLDER_TEXT = '\u0000compiled-once placeholder\u0000';

/**
 * A query of the hot paths built and compiled by Kysely once, then run with new parameters: building
 * and compiling a query on every request was the largest share of the menu's CPU. `build` is
 * called once with `placeholders`, values that appear nowhere else in the query (unlike its
 * constants, such as `active = 1`), and each parameter in the compiled SQL that is a placeholder
 * is swapped for the call's argument at the same position. The query must not change shape with
 * its arguments (no `in (...)` of their lists, no branches on them).
 */
export function compiledOnce<DB, Args extends readonly Parameter[], Row>(
  db: Kysely<DB>,
  placeholders: Args,
  build: (db: Kysely<DB>, ...args: Args) => { compile(): CompiledQuery<Row> },
): (...args: Args) => Promise<Row[]> {
  if (new Set(placeholders).size !== placeholders.length) throw new Error('compiledOnce: placeholders must differ from each other');
  const compiled = build(db, ...placeholders).compile();
  const positions = compiled.parameters.map((parameter) => placeholders.indexOf(parameter as Parameter));
  for (const index of placeholders.keys()) {
    if (!positions.includes(index))
      throw new Error(`compiledOnce: placeholder ${String(placeholders[index])} is not a parameter of the query`);
  }
  return async (...args) => {
    const parameters = compiled.parameters.map((parameter, index) => {
      const position = positions[index] ?? -1;
      return position === -1 ? parameter : args[position];
    });
    return (await db.executeQuery<Row>({ ...compiled, parameters })).rows;
  };
}
