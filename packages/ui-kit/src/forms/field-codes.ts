/** What `fieldCodes` needs of a contract schema (a zod schema, without ui-kit depending on zod). */
export interface ParsingSchema {
  safeParse(
    input: unknown,
  ): { success: true } | { success: false; error: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> } };
}

/**
 * The first catalogue code per field that a contract schema finds in `input` (`{ email:
 * 'email_invalid' }`), so a form checks exactly what the server will check and names the same
 * codes. Issues of nested fields are keyed by the top field (`people` for `people.adults`).
 */
export function fieldCodes(schema: ParsingSchema, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const codes: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in codes)) codes[field] = issue.message;
  }
  return codes;
}
