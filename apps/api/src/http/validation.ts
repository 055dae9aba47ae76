import { isDeepStrictEqual } from 'node:util';
import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';

/** One field's problem as the 422 body reports it: the field path and a catalogue code. */
export interface FieldProblem {
  field: string;
  code: string;
}

/** Raised by the validator compiler; the error handler turns it into the 422 field map. */
export class RequestValidationError extends Error {
  override readonly name = 'RequestValidationError';
  readonly problems: FieldProblem[];

  constructor(problems: FieldProblem[]) {
    super('validation_failed');
    this.problems = problems;
  }
}

type Issue = z.core.$ZodRawIssue;

/**
 * Turns a zod issue into a catalogue code. A schema may name its own code
 * (`z.string({ error: 'password_min' })`); otherwise a missing or empty value is `required`,
 * a value out of bounds `too_small` or `too_big`, and anything else `invalid`.
 */
function catalogueCode(issue: Issue): string {
  if (issue.input === undefined || issue.input === null || issue.input === '') return 'required';
  switch (issue.code) {
    case 'too_small':
      return 'too_small';
    case 'too_big':
      return 'too_big';
    default:
      return 'invalid';
  }
}

/** Schemas set explicit codes through `error`; this fills in the rest, per parse, not globally. */
const errorMap = (issue: Issue) => ({ message: catalogueCode(issue) });

function problemsOf(error: z.ZodError): FieldProblem[] {
  return error.issues.map((issue) => ({ field: issue.path.length > 0 ? issue.path.join('.') : '_', code: issue.message }));
}

/**
 * Where the input holds a NUL character, which no field may contain: PostgreSQL refuses it in
 * text (an error, not a 422, if it got that far) and no person types one.
 */
function nulCharacterAt(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || '_' : null;
  if (value && typeof value === 'object') {
    // One path array for the whole walk (pushed and popped), not a copy per key.
    for (const key of Object.keys(value)) {
      path.push(key);
      const found = nulCharacterAt((value as Record<string, unknown>)[key], path);
      path.pop();
      if (found) return found;
    }
  }
  return null;
}

function parse<T extends z.ZodType>(schema: T, data: unknown): { value: z.output<T> } | { error: RequestValidationError } {
  const nulField = nulCharacterAt(data);
  if (nulField) return { error: new RequestValidationError([{ field: nulField, code: 'invalid' }]) };
  const result = schema.safeParse(data, { error: errorMap });
  return result.success ? { value: result.data } : { error: new RequestValidationError(problemsOf(result.error)) };
}

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) =>
    parse(schema, data);

type Parsed = ReturnType<typeof parse>;

const sameParse = (a: Parsed, b: Parsed) =>
  'value' in a
    ? 'value' in b && isDeepStrictEqual(a.value, b.value)
    : 'error' in b && isDeepStrictEqual(a.error.problems, b.error.problems);

/**
 * The validator of every route's body, query and params: zod's compiled parser of the schema
 * (`z.compile`: generated code for the valid input; any input it does not accept goes to zod's
 * own parser, which then reports the issues, so the 422 field map is zod's as before). With
 * `verify` (tests and development) zod's own parser runs beside it and any difference fails the
 * request, so every API test checks the compiled parsers on the inputs it sends.
 */
export function createValidatorCompiler({
  verify,
  compile = z.compile,
}: {
  verify: boolean;
  /** How a schema is compiled (a test hands in a faulty one to see `verify` catch it). */
  compile?: (schema: z.ZodType) => z.ZodType;
}): FastifySchemaCompiler<z.ZodType> {
  return ({ schema, method, url, httpPart }) => {
    const compiled = compile(schema);
    if (!verify) return (data) => parse(compiled, data);
    return (data) => {
      const parsed = parse(compiled, data);
      const expected = parse(schema, data);
      if (!sameParse(parsed, expected)) {
        throw new Error(
          `compiled validation of ${method} ${url} (${httpPart}) differs from zod's on ${JSON.stringify(data)?.slice(0, 300)}`,
        );
      }
      return parsed;
    };
  };
}

/** Parses input outside a route schema (merged query and body, say) with the same codes and 422. */
export function parseInput<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const parsed = parse(schema, data);
  if ('error' in parsed) throw parsed.error;
  return parsed.value;
}
