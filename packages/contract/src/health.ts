import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number().nonnegative(),
  database: z.object({ dialect: z.enum(['sqlite', 'postgres']), ok: z.boolean() }),
});
export type Health = z.infer<typeof healthSchema>;
