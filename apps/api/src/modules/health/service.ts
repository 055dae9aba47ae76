import type { Health } from '@platter/contract';
import type { HealthStore } from './store.ts';

/** The health report of `GET api/health`: degraded while the database does not answer. */
export function createHealthService(store: HealthStore, version: string) {
  return {
    async check(onDatabaseError: (error: unknown) => void): Promise<Health> {
      const databaseOk = await store
        .ping()
        .then(() => true)
        .catch((error: unknown) => {
          onDatabaseError(error);
          return false;
        });
      return {
        status: databaseOk ? 'ok' : 'degraded',
        version,
        uptimeSeconds: Math.round(process.uptime()),
        database: { dialect: store.dialect, ok: databaseOk },
      };
    },
  };
}
export type HealthService = ReturnType<typeof createHealthService>;
