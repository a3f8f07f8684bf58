/**
 * Project and restore-project forms.
 *
 * Source: spec core §5 (project, restore), API doc §5.2 (Project).
 */
import * as v from 'valibot';
import { flag, nonNegativeInteger, requiredText } from './fields';
import { issueMessage } from './issues';
import * as m from './messages';

/**
 * The project form = the body of `POST /api/projects` / `PUT /api/project/{id}`: `name` required
 * ('Project name is required'), `max_parallel_tasks` a whole number 0 or greater ('Must be an
 * integer', 'Must be 0 or greater'; empty = 0 = unlimited), `alert`, `alert_chat`, `type`,
 * `demo` (create only). Unknown fields (`id`, …) pass through.
 */
export const projectSchema = v.looseObject({
  name: requiredText(m.projectNameRequired),
  alert: flag(),
  alert_chat: v.nullish(v.string(), null),
  max_parallel_tasks: nonNegativeInteger(),
  type: v.nullish(v.string(), ''),
  demo: v.optional(v.boolean()),
});

/**
 * The restore-project form: a project `name` ('Project name is required') and the chosen backup
 * `file` — a `File`/`Blob` or the file's text ('Backup file is required').
 */
export const restoreProjectSchema = v.object({
  name: requiredText(m.projectNameRequired),
  file: v.pipe(
    v.nullish(v.unknown(), null),
    v.check(
      (input) =>
        (typeof input === 'string' && input.trim() !== '') ||
        (typeof input === 'object' &&
          input !== null &&
          typeof (input as { size?: unknown }).size === 'number'),
      issueMessage(m.backupFileRequired),
    ),
    v.transform((input) => input as Blob | string),
  ),
});
