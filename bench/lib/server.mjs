// Starts a Node server as a child process, pinned to one core when taskset exists, and reads its
// CPU time (user + system, all threads) from /proc/<pid>/stat, so CPU ms per request is the
// server's own, not the load generator's.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export const hasTaskset = spawnSync('taskset', ['--version'], { stdio: 'ignore' }).status === 0;
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** The command line of `args`, on core `cpu` when taskset exists (and cpu is given). */
export function pinned(cpu, command, args) {
  return hasTaskset && cpu !== undefined ? ['taskset', ['-c', String(cpu), command, ...args]] : [command, args];
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** CPU time of a process in ms (utime + stime of /proc/<pid>/stat), or undefined without /proc. */
export function cpuMsOf(pid) {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return undefined;
  const stat = readFileSync(file, 'utf8');
  // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/**
 * Spawns `node script` with `env`, waits until `healthPath` answers 200, and returns its address,
 * pid, a CPU-time reader and `stop()`. stdout (request logs) goes to /dev/null; stderr is kept for
 * the error message when the server dies.
 */
export async function startNodeServer({ script, args = [], env, cpu, healthPath = '/api/health', timeoutMs = 60_000 }) {
  const port = await freePort();
  const [command, commandArgs] = pinned(cpu, process.execPath, [script, ...args]);
  const child = spawn(command, commandArgs, {
    // A key set to undefined in `env` is taken out of the inherited environment.
    env: Object.fromEntries(
      Object.entries({ ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' }).filter(([, value]) => value !== undefined),
    ),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) throw new Error(`${script} exited before it answered:\n${stderr}`);
    try {
      const response = await fetch(`${url}${healthPath}`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${script} did not answer ${healthPath} within ${timeoutMs / 1000} s:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    port,
    pid: child.pid,
    cpuMs: () => cpuMsOf(child.pid),
    stop: () =>
      new Promise((resolve) => {
        if (exited) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
