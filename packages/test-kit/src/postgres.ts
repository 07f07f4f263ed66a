import { Client } from 'pg';
import { testEnv } from './env';

/** A database of the tests' own, created on first use, so kit tests never touch a service's store. */
export const ensureTestDatabase = async (name: string): Promise<string> => {
  const admin = new Client({ connectionString: testEnv.postgresUrl('postgres') });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      await admin.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`).catch((error: { code?: string }) => {
        // Another test file created it in the meantime.
        if (error.code !== '42P04' && error.code !== '23505') throw error;
      });
    }
  } finally {
    await admin.end();
  }
  return testEnv.postgresUrl(name);
};
