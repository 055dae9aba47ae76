import { errorBodySchema, validationErrorBodySchema } from '@platter/contract';

/** The failure bodies every content call may answer with (401 without a token). */
export const CONTENT_FAILURES = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  422: validationErrorBodySchema,
} as const;
