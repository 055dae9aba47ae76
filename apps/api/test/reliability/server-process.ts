import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

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
