/**
 * Sign-in, site user and change-password forms.
 *
 * Source: spec core §5 (sign-in, user, change password), spec resources §5 (user),
 * API doc §2.3 (`POST /api/auth/login` body) and §5.1 (User).
 */
import * as v from 'valibot';
import { flag, optionalText, requiredRawText, requiredText, withRules } from './fields';
import * as m from './formMessages';

/**
 * The sign-in form = the body of `POST /api/auth/login`: `auth` (username or e-mail; required,
 * trimmed) and `password` (required, kept as typed).
 */
export const signInSchema = v.object({
  auth: requiredText(m.usernameRequired),
  password: requiredRawText(m.passwordRequired),
});

/** Options of {@link userSchema}. */
export interface UserFormOptions {
  /** `true` for the new-user dialog (`POST /api/users`): a password is then required. */
  readonly isNew: boolean;
}

/**
 * The user dialog = the body of `POST /api/users` / `PUT /api/users/{id}` (API doc §5.1).
 * `name` and `username` are required; `email` is required unless the user is `external`;
 * `password` is required only for a new, non-external user ('Password is required'). Unknown
 * fields (`id`, …) pass through. Who may set `admin` is decided by
 * `@semaphore-console/permissions` (`canSetAdminFlag`).
 *
 * @param options - new or edit.
 */
export function userSchema(options: UserFormOptions) {
  return withRules(
    v.looseObject({
      name: requiredText(m.nameRequired),
      username: requiredText(m.usernameRequired),
      email: optionalText(),
      password: v.nullish(v.string(), ''),
      admin: flag(),
      alert: flag(),
      external: flag(),
    }),
    [
      {
        path: 'email',
        dependsOn: ['external'],
        test: (user) => user.external || user.email !== '',
        message: m.emailRequired,
      },
      {
        path: 'password',
        dependsOn: ['external'],
        test: (user) => !options.isNew || user.external || user.password !== '',
        message: m.passwordRequired,
      },
    ],
  );
}

/** The change-password dialog = the body of `POST /api/users/{id}/password`. */
export const changePasswordSchema = v.object({
  password: requiredRawText(m.passwordRequired),
});
