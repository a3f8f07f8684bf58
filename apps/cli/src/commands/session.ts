/**
 * `login` and `logout` (API §2.3, §2.6; newer §N3 for the second factor).
 */
import {
  createApiClient,
  errorMessage,
  isHttpError,
  secondFactorStep,
} from '@semaphore-console/api-client';
import { hostname } from 'node:os';
import { configFile, readLogin, removeLogin, writeLogin } from '../config';
import { type ConnectionFlags, connect, normalizeBaseUrl, serverUrl } from '../connect';
import { CliError, EXIT_CODES, type ExitCode } from '../exitCodes';
import type { CliIO } from '../io';
import { writeJson } from '../output';
import { promptOf } from '../prompt';

/** Flags of `login`. */
export interface LoginFlags extends ConnectionFlags {
  /** Login name or e-mail (else asked). */
  user?: string;
  /** Print the result as JSON. */
  json?: boolean;
}

/**
 * Signs in with a login and password (asked), passes the second factor when the server asks for
 * one (2.12+: the call after `POST /api/auth/login` answers 401 `TOTP_REQUIRED` or
 * `EMAIL_OTP_REQUIRED`; the code goes to `POST /api/auth/verify`), creates an API token
 * (`POST /api/user/tokens`), ends the password session and stores the token (0600).
 */
export async function login(flags: LoginFlags, io: CliIO): Promise<ExitCode> {
  const baseUrl = await serverUrl(flags, io);
  const ask = promptOf(io);
  const user = flags.user ?? io.env.SEMAPHORE_USER ?? (await ask('Login: ', { hidden: false }));
  const password = io.env.SEMAPHORE_PASSWORD ?? (await ask('Password: ', { hidden: true }));
  // A session client: outside the browser the client keeps the session cookie (api-client README).
  const session = createApiClient({ baseUrl, fetch: io.fetch });
  try {
    await session.auth.login({ auth: user.trim(), password });
  } catch (error) {
    if (isHttpError(error, 401) || isHttpError(error, 400)) {
      throw new CliError(
        `Sign-in refused for "${user.trim()}": wrong login or password`,
        EXIT_CODES.auth,
      );
    }
    throw error;
  }
  let me;
  try {
    me = await session.user.get();
  } catch (error) {
    const step = secondFactorStep(error);
    if (step === null) throw error;
    if (step === 'totp_enrollment') {
      throw new CliError(
        'This account must set up two-factor sign-in first: do it once in the web console, then run login again',
        EXIT_CODES.auth,
      );
    }
    const question = step === 'totp' ? 'Authenticator code: ' : 'Code sent by e-mail: ';
    const code = io.env.SEMAPHORE_OTP ?? (await ask(question, { hidden: false }));
    try {
      await session.auth.verify(code.trim());
    } catch (verifyError) {
      if (isHttpError(verifyError, 401) || isHttpError(verifyError, 403)) {
        throw new CliError(`The code was refused (${errorMessage(verifyError)})`, EXIT_CODES.auth);
      }
      throw verifyError;
    }
    me = await session.user.get();
  }
  // Newer servers keep a name with the token (newer §N7); 2.10 ignores the body.
  const token = await session.user.tokens.create({ name: `semaphore-console on ${hostname()}` });
  await session.auth.logout().catch(() => undefined);
  const file = await writeLogin(io.env, {
    url: baseUrl,
    token: token.id,
    tokenId: token.token_ref || token.id,
    username: me.username,
  });
  if (flags.json)
    writeJson(io.stdout, { type: 'login', url: baseUrl, username: me.username, config: file });
  else
    io.stderr.write(`Signed in to ${baseUrl} as ${me.username}; the token is stored in ${file}\n`);
  return EXIT_CODES.success;
}

/**
 * Revokes the stored token (`DELETE /api/user/tokens/{id}`, API §2.6) and deletes it. A token
 * the server no longer knows is still deleted locally.
 */
export async function logout(
  flags: ConnectionFlags & { json?: boolean },
  io: CliIO,
): Promise<ExitCode> {
  const stored = await readLogin(io.env);
  if (!stored) {
    io.stderr.write(`Not signed in (no ${configFile(io.env)})\n`);
    return EXIT_CODES.success;
  }
  const url = flags.url ?? stored.url;
  let revoked = true;
  try {
    const { client } = await connect({ url, token: stored.token }, io);
    await client.user.tokens.delete(stored.tokenId);
  } catch (error) {
    if (!(isHttpError(error, 401) || isHttpError(error, 404))) throw error;
    revoked = false;
  }
  await removeLogin(io.env);
  const where = normalizeBaseUrl(url);
  if (flags.json) writeJson(io.stdout, { type: 'logout', url: where, revoked });
  else
    io.stderr.write(
      `Signed out of ${where}${revoked ? '; the token is revoked' : ' (the token was no longer valid)'}\n`,
    );
  return EXIT_CODES.success;
}
