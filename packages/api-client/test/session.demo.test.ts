import { describe, expect, it } from 'vitest';
import { createApiClient } from '../src/client';
import { errorMessage, HttpError } from '../src/errors';
import { clientFor, demoUrl, unique } from './helpers';

describe('system and sign-in (demo server)', () => {
  it('ping, info and login options', async () => {
    const anonymous = createApiClient({ baseUrl: demoUrl() });
    expect(await anonymous.ping()).toBe('pong');
    const options = await anonymous.auth.loginOptions();
    expect(Array.isArray(options.oidc_providers)).toBe(true);
    expect(typeof options.login_with_password).toBe('boolean');
    const admin = await clientFor('admin');
    const info = await admin.info();
    expect(typeof info.version).toBe('string');
  });

  it('password login keeps the session, logout ends it', async () => {
    const client = createApiClient({ baseUrl: demoUrl() });
    const refused = await client.user.get().catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect(errorMessage(refused)).toBe('401 Unauthorized');
    await client.auth.login({ auth: 'manager', password: 'changeme' });
    const me = await client.user.get();
    expect(me).toMatchObject({ username: 'manager', admin: false });
    expect(typeof me.can_create_project).toBe('boolean');
    await client.auth.logout();
    await expect(client.user.get()).rejects.toMatchObject({ status: 401 });
  });

  it('a wrong password is a 401 with an empty body', async () => {
    const client = createApiClient({ baseUrl: demoUrl() });
    const error = await client.auth
      .login({ auth: 'admin', password: 'wrong' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, serverError: undefined, body: undefined });
  });

  it('the OIDC login link answers a redirect', async () => {
    const client = createApiClient({ baseUrl: demoUrl() });
    const url = client.auth.oidcLoginUrl('demo-sso', '/project/1');
    // `return=` for 2.12+, `redirect=` for 2.10 (newer §N3).
    expect(url).toBe(
      `${demoUrl()}api/auth/oidc/demo-sso/login?return=%2Fproject%2F1&redirect=%2Fproject%2F1`,
    );
    const response = await fetch(url, { redirect: 'manual' });
    expect([302, 307]).toContain(response.status);
  });

  it('API tokens: create, use, list, revoke', async () => {
    const session = createApiClient({ baseUrl: demoUrl() });
    await session.auth.login({ auth: 'runner', password: 'changeme' });
    const token = await session.user.tokens.create();
    expect(token.expired).toBe(false);
    const byToken = createApiClient({ baseUrl: demoUrl(), token: token.id });
    expect((await byToken.user.get()).username).toBe('runner');
    expect((await session.user.tokens.list()).map((item) => item.id)).toContain(token.id);
    await session.user.tokens.delete(token.id);
    const listed = (await session.user.tokens.list()).find((item) => item.id === token.id);
    expect(listed?.expired).toBe(true);
    await expect(byToken.user.get()).rejects.toMatchObject({ status: 401 });
  });
});

describe('users (demo server)', () => {
  it('admin creates, reads, updates, re-passwords and deletes a user', async () => {
    const admin = await clientFor('admin');
    const username = unique('user').replace(/\W/g, '').toLowerCase();
    const created = await admin.users.create({
      username,
      name: 'Test User',
      email: `${username}@example.com`,
      password: 'first-pw',
    });
    expect(created).toMatchObject({ username, admin: false });
    expect(await admin.users.get(created.id)).toMatchObject({ id: created.id, name: 'Test User' });
    await admin.users.update(created.id, {
      username,
      name: 'Renamed',
      email: `${username}@example.com`,
      admin: false,
      alert: true,
    });
    expect(await admin.users.get(created.id)).toMatchObject({ name: 'Renamed', alert: true });
    await admin.users.setPassword(created.id, 'second-pw');
    const self = createApiClient({ baseUrl: demoUrl() });
    await self.auth.login({ auth: username, password: 'second-pw' });
    expect((await self.user.get()).id).toBe(created.id);
    expect((await admin.users.list()).map((u) => u.id)).toContain(created.id);
    await admin.users.delete(created.id);
    await expect(admin.users.get(created.id)).rejects.toMatchObject({ status: 404 });
  });

  it('non-admins get reduced user items and a 401 on creating users', async () => {
    const guest = await clientFor('guest');
    const list = await guest.users.list();
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]).toHaveProperty('username');
    const error = await guest.users
      .create({ username: 'x', name: 'x', email: 'x@x', password: 'x' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401 });
  });
});
