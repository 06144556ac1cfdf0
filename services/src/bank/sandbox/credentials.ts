import { randomBytes } from 'node:crypto';
import { chmod, link, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/** The file under DATA_DIR that holds the sandbox's merchant account. */
export const CREDENTIALS_FILE = 'sandbox-bank-credentials.json';

const OWNER_ONLY = 0o600;

const stored = z.object({ userName: z.string().min(1), password: z.string().min(32) });
export type SandboxCredentials = z.infer<typeof stored>;

const hasCode = (error: unknown, ...codes: string[]) =>
  error instanceof Error && 'code' in error && codes.includes(String(error.code));

/**
 * The merchant account the sandbox bank and the hotel's gateway client share when no real bank is
 * configured: generated at random on the first start of a data directory (no built-in password
 * that anyone could look up) and read back on every later one, from a file only its owner reads.
 */
export async function sandboxCredentials(dataDir: string): Promise<SandboxCredentials> {
  const file = join(dataDir, CREDENTIALS_FILE);
  // The directory stays traversable: PostgreSQL (its own user) keeps its data inside it. The
  // credentials file itself is 0600.
  await mkdir(dataDir, { recursive: true });
  const existing = await readCredentials(file);
  if (existing) return existing;

  const fresh: SandboxCredentials = {
    userName: `hotel-${randomBytes(4).toString('hex')}`,
    password: randomBytes(32).toString('base64url'),
  };
  // Written whole under a private name, then linked into place: a link never replaces a file, so
  // of two processes starting together one wins and the other reads the winner's credentials.
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  await writeFile(temp, `${JSON.stringify(fresh)}\n`, { mode: OWNER_ONLY, flag: 'wx' });
  try {
    await chmod(temp, OWNER_ONLY); // whatever the umask
    await link(temp, file);
    return fresh;
  } catch (error) {
    if (!hasCode(error, 'EEXIST')) throw error;
    const winner = await readCredentials(file);
    if (!winner) throw new Error(`${file} vanished while it was being created`, { cause: error });
    return winner;
  } finally {
    await rm(temp, { force: true });
  }
}

async function readCredentials(file: string): Promise<SandboxCredentials | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (hasCode(error, 'ENOENT')) return null;
    throw error;
  }
  let parsed: SandboxCredentials;
  try {
    parsed = stored.parse(JSON.parse(text));
  } catch (error) {
    throw new Error(
      `${file} is damaged; delete it to have new sandbox bank credentials generated`,
      { cause: error },
    );
  }
  // A copy or a restore may have widened it: the password must stay the owner's alone.
  if (((await stat(file)).mode & 0o077) !== 0) await chmod(file, OWNER_ONLY);
  return parsed;
}
