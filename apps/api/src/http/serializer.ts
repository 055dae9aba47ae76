import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

/** The zod kinds whose JSON Schema says exactly what zod writes: no records, dates, defaults or transforms. */
const PLAIN_KINDS = new Set(['string', 'number', 'boolean', 'null', 'literal', 'enum']);
const WRAPPER_KINDS = new Set(['nullable', 'optional', 'readonly']);
const VALIDATION_KEYWORDS = [
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minItems',
  'maxItems',
  'uniqueItems',
] as const;

interface ZodDef {
  type: string;
  shape?: Record<string, unknown>;
  catchall?: unknown;
  element?: unknown;
  innerType?: unknown;
  options?: unknown[];
  values?: unknown[];
}
interface ZodInternals {
  _zod: { def: ZodDef };
}

/** Whether a property may be missing from the output (what makes it not `required` in the JSON Schema). */
const isOptionalOutput = (schema: unknown): boolean => (schema as { _zod?: { optout?: string } })?._zod?.optout === 'optional';

const defOf = (schema: unknown): ZodDef | undefined => (schema as Partial<ZodInternals>)?._zod?.def;

/** The one JSON type of a union of literals (`1 | 2 | 3`, the delivery types), else undefined. */
function literalUnionType(def: ZodDef): 'number' | 'string' | 'boolean' | undefined {
  if (def.type !== 'union' || !def.options?.length) return undefined;
  const types = new Set<string>();
  for (const option of def.options) {
    const optionDef = defOf(option);
    if (optionDef?.type !== 'literal' || optionDef.values?.length !== 1) return undefined;
    const value = optionDef.values[0];
    if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
    types.add(typeof value);
  }
  const [only] = types;
  return types.size === 1 && (only === 'number' || only === 'string' || only === 'boolean') ? only : undefined;
}

/**
 * Whether fast-json-stringify, given the schema's JSON Schema, writes for every valid value what
 * zod's encode + JSON.stringify writes: objects that drop unknown keys (zod's default) whose
 * optional properties come last, arrays, nullable and optional values, strings, numbers, booleans, literals
 * and enums, unions of literals of one type. Anything else (other unions, records, dates,
 * defaults, transforms, pipes, lazy, loose or strict objects) stays with zod.
 */
export function isExactlyConvertible(schema: unknown): boolean {
  const def = defOf(schema);
  if (!def) return false;
  if (PLAIN_KINDS.has(def.type) || literalUnionType(def)) return true;
  if (WRAPPER_KINDS.has(def.type)) return isExactlyConvertible(def.innerType);
  if (def.type === 'array') return isExactlyConvertible(def.element);
  if (def.type === 'object') {
    const properties = Object.values(def.shape ?? {});
    // fast-json-stringify writes the required properties first, then the optional ones; zod writes
    // the shape's order. They agree only when no required property follows an optional one.
    const optional = properties.map(isOptionalOutput);
    const firstOptional = optional.indexOf(true);
    if (firstOptional !== -1 && optional.slice(firstOptional).includes(false)) return false;
    return def.catchall === undefined && properties.every(isExactlyConvertible);
  }
  return false;
}

/** The JSON Schema fast-json-stringify compiles for a convertible zod schema, else undefined. */
export function exactJsonSchemaOf(schema: ZodType): Record<string, unknown> | undefined {
  if (!isExactlyConvertible(schema)) return undefined;
  try {
    const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, {
      target: 'draft-7',
      io: 'output',
      unrepresentable: 'throw',
      // `anyOf` of constants would make fast-json-stringify test each value against each branch.
      override: ({ zodSchema, jsonSchema: converted }) => {
        // Checks say nothing about how a value is written, but fast-json-stringify tests the branches
        // of an `anyOf` (a nullable value) against them, and its float check of `multipleOf: 0.01`
        // refuses prices such as 8.95 that zod takes.
        for (const keyword of VALIDATION_KEYWORDS) delete (converted as Record<string, unknown>)[keyword];
        const def = defOf(zodSchema);
        const type = def && literalUnionType(def);
        if (!def || !type) return;
        for (const key of Object.keys(converted)) delete (converted as Record<string, unknown>)[key];
        Object.assign(converted, { type, enum: def.options?.map((option) => defOf(option)?.values?.[0]) });
      },
    });
    return jsonSchema;
  } catch {
    return undefined;
  }
}

export interface ResponseSerializerOptions {
  /**
   * Also serialise with zod and fail the answer (a 500, as zod's own check does) when the two
   * differ or zod refuses the value: tests and development prove the compiled serialisers on
   * every answer they see; production runs the compiled one alone.
   */
  verify: boolean;
  /** Told of each route's choice (a test lists them). */
  onCompile?: (route: { method: string; url: string; httpStatus: string; compiled: boolean }) => void;
}

/**
 * The response serialiser of every route: a fast-json-stringify function compiled once from the
 * route's response schema where the conversion is exact, else fastify-type-provider-zod's (zod
 * encode, which validates, then JSON.stringify). Zod's check of every answer cost as much CPU as
 * the menu's SQL; inputs are still validated by zod.
 */
export function createResponseSerializerCompiler({ verify, onCompile }: ResponseSerializerOptions): FastifySerializerCompiler<ZodType> {
  return (route) => {
    const { schema, method, url, httpStatus } = route;
    const viaZod = zodSerializerCompiler(route);
    const jsonSchema = schema instanceof z.ZodType ? exactJsonSchemaOf(schema) : undefined;
    let compiled: ((data: unknown) => string) | undefined;
    if (jsonSchema) {
      try {
        compiled = fastJson(jsonSchema);
      } catch {
        compiled = undefined;
      }
    }
    onCompile?.({ method, url, httpStatus: httpStatus ?? 'default', compiled: compiled !== undefined });
    if (!compiled) return viaZod;
    if (!verify) return compiled;
    const fast = compiled;
    return (data) => {
      const expected = viaZod(data);
      const written = fast(data);
      if (written !== expected)
        throw new Error(`compiled serialiser of ${method} ${url} wrote ${written.slice(0, 300)} where zod wrote ${expected.slice(0, 300)}`);
      return written;
    };
  };
}
