/**
 * Team member, app and runner forms.
 *
 * Source: spec resources §5, API doc §5.3 (team), §5.17 (Runner), §5.18 (App).
 */
import * as v from 'valibot';
import {
  flag,
  isJson,
  nonNegativeInteger,
  optionalText,
  requiredId,
  requiredText,
  requiredChoice,
} from './fields';
import { issueMessage } from './issues';
import * as m from './messages';

/** The project roles a team member can have (API doc §3.3). */
export const TEAM_ROLES = Object.freeze(['owner', 'manager', 'task_runner', 'guest'] as const);

/**
 * The team member dialog = the body of `POST/PUT …/users`: `user_id` ('User is required') and
 * `role`, one of {@link TEAM_ROLES} ('Role is required').
 */
export const teamMemberSchema = v.looseObject({
  user_id: requiredId(m.userRequired),
  role: requiredChoice(TEAM_ROLES, m.roleRequired),
});

/**
 * App arguments: a list of strings, or the text of a JSON array of strings as typed in the app
 * dialog ('Arguments must be a JSON array'). Empty text or `null` gives `[]` (the server then
 * removes the option, API doc §6.17.3).
 */
export function appArgs() {
  const message = issueMessage(m.argumentsJsonArray);
  return v.pipe(
    v.nullish(v.union([v.string(), v.array(v.unknown())], message), null),
    v.transform((input): unknown => {
      if (input === null || input === undefined) return [];
      if (Array.isArray(input)) return input;
      const text = input.trim();
      if (text === '') return [];
      return isJson(text) ? (JSON.parse(text) as unknown) : undefined;
    }),
    v.check((args) => Array.isArray(args) && args.every((arg) => typeof arg === 'string'), message),
    v.transform((args) => args as string[]),
  );
}

/**
 * The app dialog (`PUT /api/apps/{id}`, API doc §6.17.3): `id` required ('ID is required');
 * `title`, `icon`, `color`, `path` optional text; `priority` a whole number 0 or greater (empty
 * = 0); `args` see {@link appArgs}; `active` defaults to `true`. Other fields pass through.
 */
export const appSchema = v.looseObject({
  id: requiredText(m.appIdRequired),
  title: optionalText(),
  icon: optionalText(),
  color: optionalText(),
  path: optionalText(),
  priority: nonNegativeInteger(),
  args: appArgs(),
  active: flag(true),
});

/**
 * The runner dialog = the body of `POST/PUT /api/runners` (and project runners): `name` required
 * ('Name is required'); `max_parallel_tasks` a whole number 0 or greater, an empty field saved
 * as 0 (unlimited); `webhook` optional; `active` defaults to `true`.
 */
export const runnerSchema = v.looseObject({
  name: requiredText(m.nameRequired),
  webhook: optionalText(),
  max_parallel_tasks: nonNegativeInteger(),
  active: flag(true),
});
