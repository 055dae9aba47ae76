import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JSON_SCHEMA_KEYWORDS, type JsonSchema, jsonCheck } from '../json-check.ts';
import authSchemas from './auth.schemas.json' with { type: 'json' };
import * as auth from './auth.zod.ts';
import contentSchemas from './content.schemas.json' with { type: 'json' };
import * as content from './content.zod.ts';
import restaurantSchemas from './restaurant.schemas.json' with { type: 'json' };
import * as restaurant from './restaurant.zod.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value `schema` accepts, as small as it allows: the first of every choice, one item per list. */
function sample(schema: JsonSchema): Json {
  if ('const' in schema) return schema.const as Json;
  if (Array.isArray(schema.enum)) return schema.enum[0] as Json;
  if (Array.isArray(schema.anyOf)) return sample(schema.anyOf[0] as JsonSchema);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      return Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, sample(property)]));
    }
    case 'array':
      return isObject(schema.items) ? [sample(schema.items)] : [];
    case 'string':
      return typeof schema.pattern === 'string' ? stringMatching(schema.pattern) : 'text';
    case 'integer':
    case 'number': {
      const low =
        typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : 1;
      return Math.max(low, 1) > (typeof schema.maximum === 'number' ? schema.maximum : Number.MAX_SAFE_INTEGER) ? low : Math.max(low, 1);
    }
    case 'boolean':
      return true;
    default:
      return null;
  }
}

/** Strings for the patterns zod writes for the contract (dates, times, digits). */
function stringMatching(pattern: string): string {
  const candidates = ['2026-11-27', '18:30', '18:30:00', '2026-11-27T18:30:00.000Z', '12', 'de', 'a@b.de', 'text'];
  const found = candidates.find((candidate) => new RegExp(pattern).test(candidate));
  if (!found) throw new Error(`no sample string for /${pattern}/`);
  return found;
}

/** Every path of a value, with the schema part that describes it. */
function pathsOf(value: Json, prefix: Array<string | number> = []): Array<Array<string | number>> {
  const here = prefix.length > 0 ? [prefix] : [];
  if (Array.isArray(value)) return [...here, ...value.flatMap((item, index) => pathsOf(item, [...prefix, index]))];
  if (isObject(value)) return [...here, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item as Json, [...prefix, key]))];
  return here;
}

function withAt(value: Json, path: Array<string | number>, replace: (old: Json) => Json | undefined): Json {
  if (path.length === 0) return replace(value) as Json;
  const [head, ...rest] = path as [string | number, ...Array<string | number>];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as Record<string, Json>) }) as Record<string | number, Json>;
  const next = withAt(copy[head] as Json, rest, replace);
  if (next === undefined) delete copy[head];
  else copy[head] = next;
  return copy as Json;
}

const STRANGERS: Json[] = [null, true, 0, -1, 1.5, 0.07, 2.03, 0.125, 1.001, 1e21, '', 'text', '2026-11-27', [], {}, [1], { id: 1 }];

const modules = [
  ['restaurant', restaurant, restaurantSchemas],
  ['auth', auth, authSchemas],
  ['content', content, contentSchemas],
] as const;

function keywordsOf(schema: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) for (const item of schema) keywordsOf(item, found);
  else if (isObject(schema)) {
    for (const [key, value] of Object.entries(schema)) {
      found.add(key);
      if (key === 'properties' && isObject(value)) for (const property of Object.values(value)) keywordsOf(property, found);
      else if (key !== 'enum' && key !== 'const' && key !== 'required') keywordsOf(value, found);
    }
  }
  return found;
}

describe('the JSON Schema checks agree with the zod schemas they were generated from', () => {
  for (const [name, zodModule, jsonModule] of modules) {
    const entries = Object.entries(zodModule).filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType);

    it(`${name}: uses only the keywords the check knows`, () => {
      const unknown = [...keywordsOf(Object.values(jsonModule))].filter(
        (keyword) => !(JSON_SCHEMA_KEYWORDS as readonly string[]).includes(keyword),
      );
      expect(unknown).toEqual([]);
    });

    it.each(entries)(`${name}.%s: the same verdict on a valid answer and on every one-place change of it`, (schemaName, zodSchema) => {
      const json = (jsonModule as Record<string, JsonSchema>)[schemaName];
      if (!json) throw new Error(`${schemaName} has no JSON Schema: run vitest -u`);
      const check = jsonCheck(json);
      const valid = sample(json);
      expect(zodSchema.safeParse(valid).success, JSON.stringify(valid)).toBe(true);
      expect(check.safeParse(valid).success).toBe(true);
      const variants: Json[] = [];
      for (const path of [[] as Array<string | number>, ...pathsOf(valid)]) {
        for (const stranger of STRANGERS) variants.push(withAt(valid, path, () => stranger));
        if (path.length > 0) variants.push(withAt(valid, path, () => undefined));
        variants.push(withAt(valid, path, (old) => (isObject(old) ? { ...old, unknown_key: 1 } : old)));
      }
      for (const variant of variants) {
        expect(check.safeParse(variant).success, JSON.stringify(variant)).toBe(zodSchema.safeParse(variant).success);
      }
    });
  }
});
