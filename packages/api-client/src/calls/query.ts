/** A call's input as query parameters: absent values are left out, objects travel as JSON text. */
export function asQuery(input: object): Record<string, string | number | boolean | undefined> {
  const query: Record<string, string | number | boolean | undefined> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    query[key] = typeof value === 'object' ? JSON.stringify(value) : (value as string | number | boolean);
  }
  return query;
}

/** A call's input as a JSON body (the input types are plain objects already). */
export function asJson(input: object): Record<string, unknown> {
  return { ...input };
}
