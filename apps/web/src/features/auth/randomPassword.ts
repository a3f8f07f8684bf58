const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A random example password for the sign-in help dialog (spec core §2): `length` characters
 * (default 10) from A-Z, a-z, 0-9, drawn with `crypto.getRandomValues` without modulo bias.
 */
export function randomPassword(length = 10): string {
  let out = '';
  const bytes = new Uint8Array(1);
  while (out.length < length) {
    crypto.getRandomValues(bytes);
    const byte = bytes[0] ?? 255;
    // 248 = 4 * 62: larger bytes would favour the first characters.
    if (byte < 248) out += ALPHABET[byte % ALPHABET.length];
  }
  return out;
}

/**
 * The server command lines of the sign-in help dialog (spec core §2): list users, change a user's
 * password by login, add an admin user; the last two with their own random password.
 */
export function helpCommands(): { listUsers: string; changePassword: string; addAdmin: string } {
  return {
    listUsers: 'semaphore user list',
    changePassword: `semaphore user change-by-login --login user123 --password ${randomPassword()}`,
    addAdmin: `semaphore user add --admin --login user123 --name User123 --email user123@example.com --password ${randomPassword()}`,
  };
}
