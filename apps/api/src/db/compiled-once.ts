import type { CompiledQuery, Kysely, QueryResult } from 'kysely';
import { directRunnerOf, type QueryRunner } from './sqlite-direct.ts';

export type { QueryRunner } from './sqlite-direct.ts';

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
  // A plugin (the tests' fault injection) sees each query as it is compiled: with one, every call compiles.
  if (db.getExecutor().plugins.length > 0) return async (...args) => (await db.executeQuery(build(db, ...args).compile())).rows;
  const compiled = build(db, ...placeholders).compile();
  const positions = compiled.parameters.map((parameter) => placeholders.indexOf(parameter as Parameter));
  for (const index of placeholders.keys()) {
    if (!positions.includes(index))
      throw new Error(`compiledOnce: placeholder ${String(placeholders[index])} is not a parameter of the query`);
  }
  const runner = directRunnerOf(db);
  return async (...args) => {
    const parameters = compiled.parameters.map((parameter, index) => {
      const position = positions[index] ?? -1;
      return position === -1 ? parameter : args[position];
    });
    return (await runner.executeQuery<Row>({ ...compiled, parameters })).rows;
  };
}

/** A value `compiledByShape` passes through as a parameter, or whose shape it keys on. */
export type ShapedValue = string | number | boolean | null | undefined | readonly ShapedValue[] | { readonly [key: string]: ShapedValue };

/** How many shapes one `compiledByShape` keeps; past it the oldest is dropped. */
export const SHAPES_KEPT = 64;

const LEAF_PLACEHOLDER = (index: number) => `\u0000compiled-by-shape ${index}\u0000`;

function isLeaf(value: ShapedValue): value is string | number {
  return typeof value === 'string' || typeof value === 'number';
}

/**
 * The strings and numbers of `value` in a fixed order (objects by key, arrays by index), and its
 * shape: everything else about it (keys present, array lengths, where nulls and booleans are and
 * which). Two values of one shape differ only in those leaves.
 */
function leavesAndShape(value: ShapedValue, leaves: Array<string | number>): string {
  if (isLeaf(value)) {
    leaves.push(value);
    return '?';
  }
  if (value === null || value === undefined || typeof value === 'boolean') return String(value);
  // Plain loops and concatenation: this runs for every query of the hot paths.
  if (Array.isArray(value)) {
    let shape = '[';
    for (const item of value as readonly ShapedValue[]) shape += `${leavesAndShape(item, leaves)},`;
    return `${shape}]`;
  }
  const object = value as { readonly [key: string]: ShapedValue };
  let shape = '{';
  for (const key of Object.keys(object)) {
    const item = object[key];
    if (item !== undefined) shape += `${quotedKey(key)}:${leavesAndShape(item, leaves)},`;
  }
  return `${shape}}`;
}

/** A key as JSON writes it; plain identifiers (every column name) need no escaping. */
function quotedKey(key: string): string {
  return IDENTIFIER.test(key) ? `"${key}"` : JSON.stringify(key);
}
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** `value` with its n-th leaf replaced by `LEAF_PLACEHOLDER(n)`. */
function withPlaceholders(value: ShapedValue, next: { index: number }): ShapedValue {
  if (isLeaf(value)) return LEAF_PLACEHOLDER(next.index++);
  if (value === null || value === undefined || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map((item: ShapedValue) => withPlaceholders(item, next));
  const copy: Record<string, ShapedValue> = {};
  for (const [key, item] of Object.entries(value as { readonly [key: string]: ShapedValue })) {
    if (item !== undefined) copy[key] = withPlaceholders(item, next);
  }
  return copy;
}

/**
 * A query built and compiled by Kysely once per shape of its input, then run with the input's values
 * (on the database or a transaction): `compiledOnce` for queries whose shape follows their input,
 * such as inserts and updates of the columns given, or `in (...)` lists. The shape is all but the
 * strings and numbers: which keys are present (undefined ones are left out, as Kysely leaves them
 * out), the lengths of arrays, and nulls and booleans with their values, so a build may branch on
 * those (`is null` against `= ?`) but on nothing else: a string or number reaches it as a
 * placeholder, swapped for the real value in the compiled parameters.
 */
export function compiledByShape<DB, Input extends ShapedValue, Row>(
  db: Kysely<DB>,
  build: (db: Kysely<DB>, input: Input) => { compile(): CompiledQuery<Row> },
): (runner: QueryRunner, input: Input) => Promise<QueryResult<Row>> {
  const shapes = new Map<string, { compiled: CompiledQuery<Row>; positions: number[] }>();
  // A plugin (the tests' fault injection) sees each query as it is compiled: with one, every call compiles.
  const withPlugins = db.getExecutor().plugins.length > 0;
  return (runner, input) => {
    if (withPlugins) return runner.executeQuery(build(db, input).compile());
    const leaves: Array<string | number> = [];
    const shape = leavesAndShape(input, leaves);
    let kept = shapes.get(shape);
    if (!kept) {
      const compiled = build(db, withPlaceholders(input, { index: 0 }) as Input).compile();
      const positions = compiled.parameters.map((parameter) =>
        typeof parameter === 'string' ? leaves.findIndex((_, index) => parameter === LEAF_PLACEHOLDER(index)) : -1,
      );
      kept = { compiled, positions };
      shapes.set(shape, kept);
      if (shapes.size > SHAPES_KEPT) shapes.delete(shapes.keys().next().value as string);
    }
    const { compiled, positions } = kept;
    const parameters = new Array<unknown>(positions.length);
    for (let index = 0; index < positions.length; index += 1) {
      const position = positions[index] ?? -1;
      parameters[index] = position === -1 ? compiled.parameters[index] : leaves[position];
    }
    return directRunnerOf(runner).executeQuery<Row>({ ...compiled, parameters });
  };
}
