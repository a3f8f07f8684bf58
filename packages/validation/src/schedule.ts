/**
 * Schedule and view forms.
 *
 * Source: spec core §5 (schedule, view), API doc §5.12 (Schedule) and §5.13 (View).
 */
import * as v from 'valibot';
import { flag, optionalId, requiredId, requiredText } from './fields';
import * as m from './messages';

/** The cron pattern of a new schedule (spec core §5, §9). */
export const DEFAULT_SCHEDULE_CRON = '* * * * *';

/**
 * The schedule form = the body of `POST/PUT …/schedules`: `name` ('Name is required'),
 * `template_id` ('Template is required') and `cron_format` ('Cron is required') required;
 * `repository_id` optional (a "run on new commit" schedule); `active` defaults to `true`.
 * The server checks the cron pattern itself (`POST …/schedules/validate`). Unknown fields pass
 * through.
 */
export const scheduleSchema = v.looseObject({
  name: requiredText(m.nameRequired),
  template_id: requiredId(m.templateRequired),
  cron_format: requiredText(m.cronRequired),
  repository_id: optionalId(),
  active: flag(true),
});

/** The view editor row = the body of `POST/PUT …/views`: `title` required ('Title is required'). */
export const viewSchema = v.looseObject({
  title: requiredText(m.titleRequired),
  position: v.optional(v.number()),
});
