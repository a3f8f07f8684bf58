/**
 * TOTP setup of an account (`user.totp`, newer §N3) against the demo server over real HTTP: on
 * 2.20 a setup waits for a current code, its QR code is a PNG; 2.10 has none of it.
 */
import { describe, expect, inject, it } from 'vitest';
import { type ApiClient, createApiClient } from '../src/client';
import { HttpError } from '../src/errors';

/** A fresh user of the server at `url`, created by the admin, and a client signed in as them. */
async function freshUser(url: string): Promise<{ client: ApiClient; id: number; name: string }> {
  const admin = createApiClient({ baseUrl: url });
  await admin.auth.login({ auth: 'admin', password: 'changeme' });
  const name = `totp-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const user = await admin.users.create({
    username: name,
    name,
    email: `${name}@example.com`,
    password: 'changeme',
  });
  const client = createApiClient({ baseUrl: url });
  await client.auth.login({ auth: name, password: 'changeme' });
  return { client, id: user.id, name };
}

/** The user's current TOTP code, as the demo computes it (`--faults`: `/api/demo/totp/{username}`). */
async function currentCode(url: string, username: string): Promise<string> {
  const response = await fetch(new URL(`api/demo/totp/${username}`, url));
  expect(response.status).toBe(200);
  return ((await response.json()) as { code: string }).code;
}

describe('user.totp', () => {
  it('2.20: enable, QR code, a wrong and a right code, disable', async () => {
    const url = inject('demoUrl220');
    const { client, id, name } = await freshUser(url);
    expect((await client.user.get()).totp ?? null).toBeNull();

    const setup = await client.user.totp.enable(id);
    expect(setup).toMatchObject({ user_id: id, url: expect.stringMatching(/^otpauth:\/\/totp\//) });
    expect(setup.recovery_code).not.toBe('');
    expect((await client.user.get()).totp).toMatchObject({ id: setup.id, state: 'pending' });

    const qr = await client.user.totp.qr(id, setup.id);
    expect(qr.type).toBe('image/png');
    const head = new Uint8Array(await qr.arrayBuffer()).subarray(0, 4);
    expect([...head]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    await expect(client.user.totp.qr(id, setup.id + 1000)).rejects.toMatchObject({ status: 404 });

    const code = await currentCode(url, name);
    const wrong = String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
    const refused = await client.user.totp.confirm(id, setup.id, wrong).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 401 });
    await client.user.totp.confirm(id, setup.id, code);
    expect((await client.user.get()).totp).toMatchObject({
      id: setup.id,
      state: 'confirmed',
      confirmed_at: expect.any(String),
    });

    await client.user.totp.disable(id, setup.id);
    expect((await client.user.get()).totp ?? null).toBeNull();
  });

  it('2.10 answers 404', async () => {
    const { client, id } = await freshUser(inject('demoUrl'));
    await expect(client.user.totp.enable(id)).rejects.toMatchObject({ status: 404 });
    expect((await client.user.get()).totp).toBeUndefined();
  });
});
