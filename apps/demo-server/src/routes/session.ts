/**
 * System, authentication, current user, API tokens and global users (API document §2, §6.1–§6.3).
 */
import { LoginBody, PasswordBody, UserBody } from '../bodies';
import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { createSession, sessionCookie } from '../auth';
import { type Demo, hashPassword, randomToken } from '../demo';
import type { Ctx, DemoEnv } from '../http';
import { bool, empty, fail, failJson, idParam, json, nowIso, readBody, str } from '../http';
import { userOut } from '../wire';
import { builtinRoles, tokenRef } from '../wire220';
import { signIn } from '../secondFactor';
import { v220Of } from '../model';
import { inviteTeams } from './invites';

/** Version reported by `GET /api/info` (`<version>-<commit>-<date>`, §5.20). */
export const demoVersion = '2.10.33-demo0000-2024-10-25';

/** Version reported by `GET /api/info` in 2.20 mode (`v<semver>-<commit>-<unix time>`, newer §N9). */
export const demoVersion220 = 'v2.20.2-abc1234-1734000000';

/** `auth_methods` of the 2.20 login options and `/api/info` (newer §N3): TOTP and e-mail codes. */
function authMethods(demo: Demo): Record<string, unknown> {
  return { totp: { allow_recovery: demo.settings.totpAllowRecovery }, email: {} };
}

/** Registers the routes that do not need a session (ping, login options, login, logout, OIDC). */
export function registerPublicRoutes(app: Hono<DemoEnv>, demo: Demo): void {
  app.get(
    '/api/ping',
    () => new Response('pong', { headers: { 'content-type': 'text/plain; charset=utf-8' } }),
  );

  const v220 = demo.settings.serverVersion === '2.20';
  app.get('/api/auth/login', (c) =>
    json(c, {
      oidc_providers: demo.settings.oidcProviders.map((p) => ({ ...p })),
      login_with_password: demo.settings.loginWithPassword,
      // 2.20 (newer §N3): LDAP providers and the second-factor methods.
      ...(v220 && {
        ldap_providers: demo.settings.ldapProviders.map((p) => ({ ...p })),
        login_with_ldap: demo.settings.ldapProviders.length > 0,
        auth_methods: authMethods(demo),
      }),
    }),
  );

  app.post('/api/auth/login', async (c) => {
    const body = await readBody(c, LoginBody);
    // 2.20 (newer §N3): `method: "ldap"` signs in through a listed provider (the demo's LDAP
    // directory holds the demo users with their passwords); an unknown provider answers 401.
    const method = typeof body.method === 'string' ? body.method : '';
    if (v220 && method === 'ldap') {
      const provider = typeof body.provider === 'string' ? body.provider : '';
      if (!demo.settings.ldapProviders.some((p) => p.id === provider)) fail(401);
    } else if (v220 && method !== '' && method !== 'password') fail(400);
    const auth = str(body, 'auth').toLowerCase();
    const password = str(body, 'password');
    const user = demo.state.users.find(
      (u) => u.username.toLowerCase() === auth || u.email.toLowerCase() === auth,
    );
    if (!user || user.external || hashPassword(password, user.salt) !== user.password_hash)
      fail(401);
    // 2.20: a user with a second factor gets an unverified session (newer §N3).
    if (v220) signIn(c, demo, user);
    else setCookie(c, sessionCookie, createSession(demo, user.id), { path: '/' });
    c.header('content-type', 'application/json');
    return c.body(null, 204);
  });

  app.post('/api/auth/logout', (c) => {
    setCookie(c, sessionCookie, '', { path: '/', expires: new Date(Date.now() - 7 * 86_400_000) });
    c.header('content-type', 'application/json');
    return c.body(null, 204);
  });

  // A simulated identity provider: the login redirects straight back with a code, and the callback
  // signs in (or creates) an external user for that provider.
  app.get('/api/auth/oidc/:provider/login', (c) => {
    const provider = demo.settings.oidcProviders.find((p) => p.id === c.req.param('provider'));
    if (!provider) return c.redirect('/auth/login', 307);
    const state = randomBytes(16).toString('hex');
    setCookie(c, 'oauthstate', state, { path: '/', maxAge: 365 * 86_400 });
    const redirect = c.req.query('redirect');
    const back = redirect
      ? `/api/auth/oidc/${provider.id}/redirect/${encodeURIComponent(redirect.replace(/^\//, ''))}`
      : `/api/auth/oidc/${provider.id}/redirect`;
    return c.redirect(`${back}?state=${state}&code=demo`, 307);
  });

  const oidcCallback = (c: Ctx, redirectPath: string): Response => {
    const provider = demo.settings.oidcProviders.find((p) => p.id === c.req.param('provider'));
    const state = getCookie(c, 'oauthstate');
    if (!provider || !state || c.req.query('state') !== state || !c.req.query('code')) {
      return c.redirect('/auth/login', 307);
    }
    const email = `oidc.user@${provider.id}.example.com`;
    let user = demo.state.users.find((u) => u.email === email);
    if (user && !user.external) return c.redirect('/auth/login', 307);
    user ??= demo.addUser(
      {
        username: `oidc-${provider.id}`,
        name: `${provider.name} User`,
        email,
        admin: false,
        external: true,
        alert: false,
      },
      randomToken(16),
    );
    setCookie(c, sessionCookie, createSession(demo, user.id), { path: '/' });
    return c.redirect(`/${redirectPath}`, 307);
  };
  app.get('/api/auth/oidc/:provider/redirect', (c) => oidcCallback(c, ''));
  app.get('/api/auth/oidc/:provider/redirect/:path{.+}', (c) =>
    oidcCallback(c, c.req.param('path')),
  );
}

/** Registers `/api/info`, `/api/user`, `/api/user/tokens` and `/api/users`. */
export function registerUserRoutes(app: Hono<DemoEnv>, demo: Demo): void {
  const v220 = demo.settings.serverVersion === '2.20';
  app.get('/api/info', (c) =>
    json(c, {
      version: v220 ? demoVersion220 : demoVersion,
      ansible:
        'ansible [core 2.17.5]\n  config file = None\n  python version = 3.12.7\n  jinja version = 3.1.4\n  libyaml = True',
      web_host: v220 ? demo.settings.webHost : '',
      use_remote_runner: demo.settings.useRemoteRunner,
      // 2.20 (newer §N9): what a community server adds.
      ...(v220 && {
        auth_methods: authMethods(demo),
        premium_features: {
          project_runners: false,
          terraform_backend: false,
          task_result: false,
          secret_storages: false,
        },
        schedule_timezone: demo.settings.scheduleTimezone,
        teams: inviteTeams(demo),
        // Newest builds: roles are rows, and team members name theirs by `role_id` (newer §N1).
        roles: builtinRoles(),
      }),
    }),
  );

  app.get('/api/user', (c) => {
    const user = c.get('user');
    return json(c, {
      ...userOut(user),
      can_create_project: user.admin || demo.settings.nonAdminCanCreateProject,
    });
  });

  app.get('/api/user/tokens', (c) => {
    const user = c.get('user');
    return json(
      c,
      demo.state.tokens.filter((t) => t.user_id === user.id),
    );
  });
  app.post('/api/user/tokens', async (c) => {
    const token = {
      id: randomToken(32),
      created: nowIso(),
      expired: false,
      user_id: c.get('user').id,
    };
    if (v220) {
      // 2.20 (newer §N7): an optional body `{name, expires_at?}`; the answer carries both.
      const text = (await c.req.text()).trim();
      const body = text === '' ? {} : await readBody(c);
      const name = typeof body.name === 'string' ? body.name : '';
      const expires = typeof body.expires_at === 'string' ? body.expires_at : null;
      if (expires !== null && Number.isNaN(Date.parse(expires)))
        failJson(400, 'expires_at must be an RFC 3339 time');
      const meta = { name, expires_at: expires };
      (v220Of(demo.state).tokens ??= {})[token.id] = meta;
      demo.state.tokens.push(token);
      demo.changed();
      return json(c, { ...token, ...meta, token_ref: tokenRef(token.id) }, 201);
    }
    demo.state.tokens.push(token);
    demo.changed();
    return json(c, token, 201);
  });
  app.delete('/api/user/tokens/:token_id', (c) => {
    const ref = c.req.param('token_id');
    // 2.20 (newer §N1): the list shows an 8-character prefix; delete takes it or the token_ref.
    const matches = (id: string) =>
      id === ref || (v220 && ref.length >= 8 && (id.startsWith(ref) || tokenRef(id) === ref));
    const token = demo.state.tokens.find((t) => matches(t.id) && t.user_id === c.get('user').id);
    if (token) {
      token.expired = true;
      demo.changed();
    }
    return empty(c);
  });

  app.get('/api/users', (c) => {
    const me = c.get('user');
    return json(
      c,
      demo.state.users.map((u) =>
        me.admin ? userOut(u) : { id: u.id, username: u.username, name: u.name },
      ),
    );
  });

  app.post('/api/users', async (c) => {
    const body = await readBody(c, UserBody);
    // Non-admins: 401 on 2.10 (§6.3), 403 on 2.20 (newer §N7).
    if (!c.get('user').admin) fail(v220 ? 403 : 401);
    const username = str(body, 'username');
    const name = str(body, 'name');
    const email = str(body, 'email');
    if (!username || !name || !email) fail(400);
    if (demo.state.users.some((u) => u.username === username || u.email === email)) fail(400);
    const user = demo.addUser(
      {
        username,
        name,
        email,
        admin: bool(body, 'admin'),
        external: bool(body, 'external'),
        alert: bool(body, 'alert'),
      },
      str(body, 'password'),
    );
    return json(c, userOut(user), 201);
  });

  const selfOrAdmin = (c: Ctx) => {
    const id = idParam(c, 'user_id');
    const me = c.get('user');
    if (!me.admin && me.id !== id) fail(v220 ? 403 : 401);
    const target = demo.user(id);
    if (!target) fail(404);
    return { me, target };
  };

  app.get('/api/users/:user_id', (c) => json(c, userOut(selfOrAdmin(c).target)));

  app.put('/api/users/:user_id', async (c) => {
    const { me, target } = selfOrAdmin(c);
    const body = await readBody(c, UserBody);
    const admin = bool(body, 'admin');
    if (me.id === target.id && admin !== me.admin) fail(401);
    const username = str(body, 'username');
    if (target.external && username !== target.username) fail(400);
    if (
      demo.state.users.some(
        (u) => u.id !== target.id && (u.username === username || u.email === str(body, 'email')),
      )
    ) {
      fail(400);
    }
    target.username = username;
    target.name = str(body, 'name');
    target.email = str(body, 'email');
    target.alert = bool(body, 'alert');
    target.admin = admin;
    const password = str(body, 'password');
    if (password) target.password_hash = hashPassword(password, target.salt);
    demo.changed();
    return empty(c);
  });

  app.post('/api/users/:user_id/password', async (c) => {
    const { target } = selfOrAdmin(c);
    const body = await readBody(c, PasswordBody);
    if (target.external) fail(400);
    target.password_hash = hashPassword(str(body, 'password'), target.salt);
    demo.changed();
    return empty(c);
  });

  app.delete('/api/users/:user_id', (c) => {
    const { target } = selfOrAdmin(c);
    const { state } = demo;
    state.users = state.users.filter((u) => u.id !== target.id);
    state.members = state.members.filter((m) => m.user_id !== target.id);
    state.sessions = state.sessions.filter((s) => s.user_id !== target.id);
    demo.changed();
    return empty(c);
  });
}
