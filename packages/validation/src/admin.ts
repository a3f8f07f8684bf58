/**
 * Team member, app and runner forms.
 *
 * Source: spec resources §5, API doc §5.3 (team), §5.17 (Runner), §5.18 (App).
 */
import * as v from 'valibot';
import {
  flag,
  nonNegativeInteger,
  optionalText,
  requiredId,
  requiredText,
  requiredChoice,
} from './fields';
import { validationMessages as m } from './messages';

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

/** Input of {@link teamMemberSchema}. */
export type TeamMemberForm = v.InferInput<typeof teamMemberSchema>;

/**
 * The app dialog (`POST /api/apps`, `PUT /api/apps/{id}`): `id` required ('ID is required');
 * `priority` a whole number 0 or greater (empty = 0). Other fields pass through.
 */
export const appSchema = v.looseObject({
  id: requiredText(m.appIdRequired),
  title: optionalText(),
  priority: nonNegativeInteger(),
  active: flag(true),
});

/** Input of {@link appSchema}. */
export type AppForm = v.InferInput<typeof appSchema>;

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

/** Input of {@link runnerSchema}. */
export type RunnerForm = v.InferInput<typeof runnerSchema>;
