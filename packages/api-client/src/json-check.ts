/**
 * Checks answers against JSON Schemas generated from the contract's zod schemas
 * (`responses/*.schemas.json`, kept equal to them by `responses/json-schemas.test.ts`), so that the
 * menu's first calls load no zod: zod's chunk and the schemas it builds were one task of 70 to 90 ms
 * on a phone's load (issue 18, Total Blocking Time). Only the keywords zod writes for those schemas
 * are known (`JSON_SCHEMA_KEYWORDS`); the test holds every generated schema to them. What passes is
 * what the zod schema accepts, given back as it came: unknown keys are kept where zod would drop them.
 */

/** A JSON Schema, or a part of one. */
export type JsonSchema = { readonly [keyword: string]: unknown };

/** The keywords `jsonSchemaProblem` reads; `$schema` and `additionalProperties: false` change nothing. */
export const JSON_SCHEMA_KEYWORDS = [
  '$schema',
  'type',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'items',
  'enum',
  'const',
  'anyOf',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'pattern',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
] as const;

/** What the transport parses an answer's data with: a zod schema has the same `safeParse`. */
export interface ResponseSchema<Output = unknown> {
  safeParse(value: unknown): { success: true; data: Output } | { success: false; error: { message: string } };
}

/** What a `ResponseSchema` gives for a valid answer. */
export type ResponseOutput<T extends ResponseSchema> = T extends ResponseSchema<infer Output> ? Output : never;

const patterns = new Map<string, RegExp>();
function patternOf(source: string): RegExp {
  let pattern = patterns.get(source);
  if (!pattern) {
    pattern = new RegExp(source);
    patterns.set(source, pattern);
  }
  return pattern;
}

/** Zod's own test of `multipleOf` (util.floatSafeRemainder), so that both agree on decimals such as 0.07. */
function isMultipleOf(value: number, step: number): boolean {
  const ratio = value / step;
  return Math.abs(ratio - Math.round(ratio)) < 4 * Number.EPSILON * Math.max(Math.abs(ratio), 1);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasType(value: unknown, type: unknown): boolean {
  switch (type) {
    case 'object':
      return isPlainObject(value);
    case 'array':
      return Array.isArray(value);
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    default:
      return false;
  }
}

const at = (path: string) => path || 'the data';

/** Why `value` breaks `schema` (naming where), or null when it does not. */
export function jsonSchemaProblem(schema: JsonSchema, value: unknown, path = ''): string | null {
  const { type } = schema;
  if (type !== undefined && !(Array.isArray(type) ? type.some((one) => hasType(value, one)) : hasType(value, type))) {
    return `${at(path)} is not of type ${JSON.stringify(type)}`;
  }
  if (schema.enum !== undefined && !(schema.enum as readonly unknown[]).includes(value)) return `${at(path)} is not one of its values`;
  if ('const' in schema && value !== schema.const) return `${at(path)} is not ${JSON.stringify(schema.const)}`;
  if (schema.anyOf !== undefined) {
    const options = schema.anyOf as readonly JsonSchema[];
    if (!options.some((option) => jsonSchemaProblem(option, value, path) === null)) return `${at(path)} matches none of its forms`;
  }
  if (typeof value === 'number') {
    const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf } = schema;
    if (typeof minimum === 'number' && value < minimum) return `${at(path)} is below ${minimum}`;
    if (typeof maximum === 'number' && value > maximum) return `${at(path)} is above ${maximum}`;
    if (typeof exclusiveMinimum === 'number' && value <= exclusiveMinimum) return `${at(path)} is not above ${exclusiveMinimum}`;
    if (typeof exclusiveMaximum === 'number' && value >= exclusiveMaximum) return `${at(path)} is not below ${exclusiveMaximum}`;
    if (typeof multipleOf === 'number' && !isMultipleOf(value, multipleOf)) return `${at(path)} is not a multiple of ${multipleOf}`;
  }
  if (typeof value === 'string') {
    const { pattern, minLength, maxLength } = schema;
    if (typeof minLength === 'number' && value.length < minLength) return `${at(path)} is shorter than ${minLength}`;
    if (typeof maxLength === 'number' && value.length > maxLength) return `${at(path)} is longer than ${maxLength}`;
    if (typeof pattern === 'string' && !patternOf(pattern).test(value)) return `${at(path)} does not match ${pattern}`;
  }
  if (Array.isArray(value)) {
    const { items, minItems, maxItems } = schema;
    if (typeof minItems === 'number' && value.length < minItems) return `${at(path)} has fewer than ${minItems} items`;
    if (typeof maxItems === 'number' && value.length > maxItems) return `${at(path)} has more than ${maxItems} items`;
    if (isPlainObject(items)) {
      for (let index = 0; index < value.length; index += 1) {
        const problem = jsonSchemaProblem(items, value[index], `${path}[${index}]`);
        if (problem) return problem;
      }
    }
  }
  if (isPlainObject(value)) return objectProblem(schema, value, path);
  return null;
}

function objectProblem(schema: JsonSchema, value: Record<string, unknown>, path: string): string | null {
  const properties = isPlainObject(schema.properties) ? (schema.properties as Record<string, JsonSchema>) : {};
  for (const key of (schema.required as readonly string[] | undefined) ?? []) {
    if (value[key] === undefined) return `${path ? `${path}.` : ''}${key} is missing`;
  }
  for (const [key, propertySchema] of Object.entries(properties)) {
    if (value[key] === undefined) continue;
    const problem = jsonSchemaProblem(propertySchema, value[key], path ? `${path}.${key}` : key);
    if (problem) return problem;
  }
  const { additionalProperties, propertyNames } = schema;
  if (!isPlainObject(additionalProperties) && !isPlainObject(propertyNames)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key in properties) continue;
    if (isPlainObject(propertyNames)) {
      const problem = jsonSchemaProblem(propertyNames, key, `${path ? `${path}.` : ''}${key} (its name)`);
      if (problem) return problem;
    }
    if (isPlainObject(additionalProperties)) {
      const problem = jsonSchemaProblem(additionalProperties, item, path ? `${path}.${key}` : key);
      if (problem) return problem;
    }
  }
  return null;
}

/** A `ResponseSchema` of `schema`: what passes is given back as it came, typed `Output` (the zod schema's). */
export function jsonCheck<Output>(schema: JsonSchema): ResponseSchema<Output> {
  return {
    safeParse(value) {
      const problem = jsonSchemaProblem(schema, value);
      return problem === null ? { success: true, data: value as Output } : { success: false, error: { message: problem } };
    },
  };
}
