import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';

const mainFile = join(import.meta.dirname, '..', '..', 'src', 'main.ts');
/** The tail of a server's output kept for an error message. */
const OUTPUT_KEPT = 20_000;

export interface ServerProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:PORT` */
  base: string;
  /** Resolves when the process has exited, with its signal or code. */
  exited: Promise<NodeJS.Signals | number | null>;
  /** The last lines the process wrote. */
  output(): string;
}

/**
 * The API as production runs it: `main.ts` in a process of its own (with node's TypeScript
 * support, as the `dev` script runs it), listening on a free port; resolves once it listens.
 */
export function startServerProcess(env: Record<string, string>, startTimeoutMs = 30_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--conditions=@platter/source', mainFile], {
    env: { ...process.env, NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
  };
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  return new Promise<ServerProcess>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not listen within ${startTimeoutMs} ms:\n${output}`)), startTimeoutMs);
    let listening = false;
    child.stdout?.on('data', (chunk: Buffer) => {
      keep(chunk);
      const match = listening ? null : output.match(/"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/);
      if (match?.[1]) {
        listening = true;
        clearTimeout(timer);
        resolve({ child, base: match[1], exited, output: () => output });
      }
    });
    child.stderr?.on('data', keep);
    void exited.then((how) => {
      clearTimeout(timer);
      if (!listening) reject(new Error(`server exited (${how}) before listening:\n${output}`));
    });
  });
}

/** A graceful stop; a server still busy after 5 s is killed. */
export async function stopServerProcess(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const force = setTimeout(() => server.child.kill('SIGKILL'), 5000);
  await server.exited;
  clearTimeout(force);
}

export interface FreshPostgresDatabase {
  /** The new database's URL, for the server processes and the test's own connection. */
  url: string;
  /** Waits for the database's last connection to close (5 s at most), then drops it. */
  drop(): Promise<void>;
}

/** A fresh PostgreSQL database beside the one `adminUrl` names, for server processes to share. */
export async function freshPostgresDatabase(adminUrl: string, prefix: string): Promise<FreshPostgresDatabase> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      // pg's pool.end() resolves before its clients' sockets have closed: a forced drop then kills
      // one mid-goodbye and its FATAL 57P01 surfaces as an unhandled error in a later test.
      for (let waited = 0; waited < 5000; waited += 50) {
        const { rows } = await admin.query<{ n: string }>('select count(*) as n from pg_stat_activity where datname = $1', [name]);
        if (Number(rows[0]?.n ?? 0) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
