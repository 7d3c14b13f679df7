import type { DataSource } from 'typeorm';

/** Longer than any migration or seed this app runs; a start still waiting then fails and is restarted. */
const WAIT_SECONDS = 600;

/**
 * Runs `work` (migrations, the seed) while holding a MySQL named lock, so that instances started
 * together (docker-compose's replicas, a rolling deploy) do it one after another: the second finds
 * the schema migrated and the reference data there, instead of failing on a half-made table or
 * loading the districts twice. The lock is per database and goes with its connection if the process
 * dies. SQLite is one process's file: nothing to lock.
 */
export async function underStartupLock<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  if (dataSource.options.type === 'better-sqlite3') return work();
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    const [{ name }] = await runner.query('SELECT DATABASE() AS name');
    // Lock names are server-wide and at most 64 characters.
    const lock = `bazaar-start:${name}`.slice(0, 64);
    const [{ got }] = await runner.query('SELECT GET_LOCK(?, ?) AS got', [lock, WAIT_SECONDS]);
    if (Number(got) !== 1) throw new Error(`Another instance held the start-up lock ${lock} for ${WAIT_SECONDS} s`);
    try {
      return await work();
    } finally {
      await runner.query('SELECT RELEASE_LOCK(?)', [lock]);
    }
  } finally {
    await runner.release();
  }
}
