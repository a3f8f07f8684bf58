/**
 * The stored sign-in of `semaphore-console login`: `<config dir>/semaphore-console/config.json`
 * (`$XDG_CONFIG_HOME`, else `~/.config`), readable by its owner only (file 0600, folder 0700),
 * because it holds an API token (API §2.6).
 */
import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** What `login` stores. */
export interface StoredLogin {
  /** Server base URL, ending in `/`. */
  url: string;
  /** The API token (sent as `Authorization: Bearer`). */
  token: string;
  /** What `DELETE /api/user/tokens/{id}` takes to revoke it: `token_ref` on newest servers, else the token. */
  tokenId: string;
  /** Login name it was created for. */
  username: string;
}

/** The folder of the stored sign-in: `$XDG_CONFIG_HOME/semaphore-console` or `~/.config/semaphore-console`. */
export function configDir(env: Record<string, string | undefined>): string {
  const base = env.XDG_CONFIG_HOME?.trim() || join(env.HOME?.trim() || homedir(), '.config');
  return join(base, 'semaphore-console');
}

/** The stored sign-in file's path. */
export function configFile(env: Record<string, string | undefined>): string {
  return join(configDir(env), 'config.json');
}

/** Reads the stored sign-in; `undefined` when there is none or it cannot be read as one. */
export async function readLogin(
  env: Record<string, string | undefined>,
): Promise<StoredLogin | undefined> {
  let text: string;
  try {
    text = await readFile(configFile(env), 'utf8');
  } catch {
    return undefined;
  }
  try {
    const data = JSON.parse(text) as Partial<StoredLogin>;
    if (typeof data.url !== 'string' || typeof data.token !== 'string') return undefined;
    return {
      url: data.url,
      token: data.token,
      tokenId: typeof data.tokenId === 'string' && data.tokenId ? data.tokenId : data.token,
      username: typeof data.username === 'string' ? data.username : '',
    };
  } catch {
    return undefined;
  }
}

/**
 * Stores the sign-in: the folder is created 0700 (and set to 0700 if it existed), the file is
 * written 0600 under a temporary name and renamed over the old one, so no reader ever sees a
 * half-written or world-readable token.
 */
export async function writeLogin(
  env: Record<string, string | undefined>,
  login: StoredLogin,
): Promise<string> {
  const dir = configDir(env);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
  const file = configFile(env);
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(login, null, 2)}\n`, { mode: 0o600 });
  await chmod(temporary, 0o600);
  await rename(temporary, file);
  return file;
}

/** Deletes the stored sign-in (no error when there is none). */
export async function removeLogin(env: Record<string, string | undefined>): Promise<void> {
  await rm(configFile(env), { force: true });
}
