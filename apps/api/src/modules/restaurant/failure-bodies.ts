import { errorBodySchema, validationErrorBodySchema } from '@platter/contract';

/** The failure bodies every restaurant call may answer: no token (401, 403) and bad input (422). */
export const failureBodies = { 401: errorBodySchema, 403: errorBodySchema, 422: validationErrorBodySchema } as const;
