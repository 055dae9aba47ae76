import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import type { Insertable } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, DatabaseInUseError, openDatabase, SQLITE_CHECKPOINT_PAGES } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import type { RestaurantsTable } from '../../src/db/schema.ts';

const databaseModule = fileURLToPath(new URL('../../src/db/database.ts', import.meta.url));

const restaurant = (slug: string, name: string): Insertable<RestaurantsTable> => ({
  slug,
  name,
  currency: 'EUR',
  lang: 'de',
  time_zone: 'Europe/Berlin',
  appearance: '{}',
  features: '{}',
  created_at: '2026-11-27T12:00:00.000Z',
});

/** A second process's view of the file: better-sqlite3 that gives up at once when the file is locked. */
function otherConnection(path: string) {
  return new SQLite(path, { timeout: 0 });
}

describe('the SQLite file while the server holds it', () => {
  const folders: string[] = [];
  const opened: Database[] = [];
  const freshPath = () => {
    const folder = mkdtempSync(join(tmpdir(), 'platter-locking-'));
    folders.push(folder);
    return join(folder, 'platter.sqlite');
  };
  const open = async (path: string, options?: Parameters<typeof openDatabase>[1]) => {
    const database = await openDatabase(`sqlite:${path}`, options);
    opened.push(database);
    await migrateToLatest(database.db);
    return database;
  };

  afterEach(async () => {
    for (const database of opened.splice(0)) await database.close();
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('is the server’s alone by default (exclusive): no other process reads it until the server closes it', async () => {
    const path = freshPath();
    const database = await open(path);
    await database.db.insertInto('restaurants').values(restaurant('held', 'Held')).execute();

    const other = otherConnection(path);
    try {
      expect(() => other.prepare('select count(*) as count from restaurants').get()).toThrow(/locked/);
    } finally {
      other.close();
    }

    await database.close();
    const after = otherConnection(path);
    try {
      expect(after.prepare('select slug from restaurants').all()).toEqual([{ slug: 'held' }]);
      expect(after.pragma('journal_mode', { simple: true })).toBe('wal');
    } finally {
      after.close();
    }
  });

  it('tells a second server on the file that it is in use, and how to share it', async () => {
    const path = freshPath();
    await open(path);
    const second = openDatabase(`sqlite:${path}`);
    await expect(second).rejects.toBeInstanceOf(DatabaseInUseError);
    await expect(second).rejects.toThrow(/in use by another process.*SQLITE_LOCKING_MODE=normal/);
  }, 15_000);

  it('is shared with other processes in normal mode (SQLITE_LOCKING_MODE=normal)', async () => {
    const path = freshPath();
    const database = await open(path, { sqliteLockingMode: 'normal' });
    await database.db.insertInto('restaurants').values(restaurant('shared', 'Shared')).execute();

    const other = otherConnection(path);
    try {
      expect(other.prepare('select slug from restaurants').all()).toEqual([{ slug: 'shared' }]);
      other.prepare('update restaurants set name = ? where slug = ?').run('Changed', 'shared');
    } finally {
      other.close();
    }
    const row = await database.db.selectFrom('restaurants').select('name').where('slug', '=', 'shared').executeTakeFirstOrThrow();
    expect(row.name).toBe('Changed');
  });

  it(`checkpoints its WAL every ${SQLITE_CHECKPOINT_PAGES} pages, not SQLite's 1,000: a burst of writes is not stalled by syncs`, async () => {
    const path = freshPath();
    const database = await open(path);
    const fileBytes = statSync(path).size;
    // 1,200 commits of a row and its unique slug: over 2,000 pages written to the WAL.
    for (let n = 1; n <= 1200; n += 1)
      await database.db
        .insertInto('restaurants')
        .values(restaurant(`r${n}`, `Restaurant ${n}`))
        .execute();
    expect(statSync(`${path}-wal`).size).toBeGreaterThan(2000 * 4096);
    // Nothing was copied into the file yet.
    expect(statSync(path).size).toBe(fileBytes);
  });

  it('keeps every committed write of an exclusive server killed with SIGKILL, and opens sound again', async () => {
    const path = freshPath();
    await (await open(path)).close();
    // A server's writes, each reported once committed; killed without warning after 200 of them.
    const writer = spawn(
      process.execPath,
      [
        '--conditions=@platter/source',
        '--input-type=module',
        '-e',
        `
        const { openDatabase } = await import(${JSON.stringify(databaseModule)});
        const { db } = await openDatabase(${JSON.stringify(`sqlite:${path}`)});
        for (let n = 1; ; n += 1) {
          await db.insertInto('restaurants').values({ ...${JSON.stringify(restaurant('r', 'Restaurant'))}, slug: 'r' + n }).execute();
          process.stdout.write(n + '\\n');
        }
        `,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let reported = 0;
    const exited = new Promise<NodeJS.Signals | null>((resolve) => writer.once('exit', (_code, signal) => resolve(signal)));
    for await (const line of createInterface({ input: writer.stdout })) {
      reported = Number(line);
      if (reported >= 200) {
        writer.kill('SIGKILL');
        break;
      }
    }
    expect(await exited).toBe('SIGKILL');

    const database = await open(path);
    const { count } = await database.db
      .selectFrom('restaurants')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(count).toBeGreaterThanOrEqual(reported);
    await database.close();
    const check = otherConnection(path);
    try {
      expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      check.close();
    }
  });
});
