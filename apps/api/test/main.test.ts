import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const mainFile = join(import.meta.dirname, '..', 'src', 'main.ts');

function startServer(dataDir: string): { child: ChildProcess; address: Promise<string> } {
  const child = spawn(process.execPath, ['--conditions=@platter/source', mainFile], {
    env: { ...process.env, NODE_ENV: 'test', PORT: '0', DATABASE_URL: `sqlite:${join(dataDir, 'app.sqlite')}`, WEB_ROOT: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const address = new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { child, address };
}

describe('main', () => {
  let dataDir: string;
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates the SQLite file, serves health, and exits 0 on SIGTERM', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'platter-main-'));
    const { child, address } = startServer(dataDir);
    const base = await address;
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    const exit = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
  });

  it('refuses to start with a bad environment and names the variable', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'platter-main-'));
    const child = spawn(process.execPath, ['--conditions=@platter/source', mainFile], {
      env: { ...process.env, PORT: 'eighty' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('PORT');
  });
});
