import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as auth from './auth.zod.ts';
import * as content from './content.zod.ts';
import * as restaurant from './restaurant.zod.ts';

/** The JSON Schema of each zod schema a module exports, as the menu's answers are checked against it (json-check.ts). */
function jsonSchemasOf(module: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(module)
      .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
      .map(([name, schema]) => [name, z.toJSONSchema(schema, { io: 'output', target: 'draft-2020-12' })]),
  );
}

describe('the JSON Schemas generated from the contract (run `vitest -u` after changing a schema)', () => {
  it.each([
    ['restaurant', restaurant],
    ['auth', auth],
    ['content', content],
  ])('%s.schemas.json holds the JSON Schema of each zod schema of the module', async (name, module) => {
    await expect(`${JSON.stringify(jsonSchemasOf(module), null, 2)}\n`).toMatchFileSnapshot(`./${name}.schemas.json`);
  });
});
