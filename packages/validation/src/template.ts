/**
 * Template form, its CLI-arguments picker, and the new-task form.
 *
 * Source: spec core §3, §5 (template, task form), §7 (task body); API doc §5.8 (Template),
 * §5.9 (Task).
 */
import * as v from 'valibot';
import {
  flag,
  isJson,
  optionalId,
  optionalText,
  requiredId,
  requiredText,
  withRules,
} from './fields';
import { issueMessage } from './issues';
import * as m from './messages';
import { surveyValueSchema, surveyVarSchema, type SurveyVarLike } from './survey';
import { vaultsSchema, type VaultOptions } from './vault';

/** Template types: `''` (default task), `build`, `deploy` (spec core §3). */
export const TEMPLATE_TYPES = Object.freeze(['', 'build', 'deploy'] as const);

/** Apps whose templates need no playbook (API doc §5.8: required unless terraform or tofu). */
export const APPS_WITHOUT_PLAYBOOK: readonly string[] = Object.freeze(['terraform', 'tofu']);

/** Whether a text is a JSON array (the form of `arguments`, API doc §5.8). */
export function isJsonArray(text: string): boolean {
  if (!isJson(text)) return false;
  return Array.isArray(JSON.parse(text));
}

/**
 * CLI arguments text: empty or `null` becomes `null`; anything else must be a JSON array
 * ('Arguments must be a JSON array').
 */
export function argumentsText() {
  return v.pipe(
    v.nullish(v.string(), ''),
    v.trim(),
    v.check((text) => text === '' || isJsonArray(text), issueMessage(m.argumentsJsonArray)),
    v.transform((text): string | null => (text === '' ? null : text)),
  );
}

/**
 * The template form = the body of `POST/PUT …/templates` (API doc §5.8), plus three form-only
 * fields for the "check for new commits" option: `cron_check` (boolean), `cron_format` and
 * `cron_repository_id` (they become a schedule, not template fields).
 *
 * Rules: `name` ('Name is required'); `start_version` for `build` ('Start version is
 * required'); `build_template_id` for `deploy` ('Build template is required'); `playbook` unless
 * the app is terraform or tofu ('Playbook filename is required'); `inventory_id` for ansible
 * ('Inventory is required'); `repository_id` ('Repository is required'); `environment_id`
 * ('Environment is required'); `cron_repository_id` when `cron_check` is on ('Repository is
 * required'); `arguments` a JSON array; `survey_vars` and `vaults` as their own schemas. The
 * output nulls `start_version` unless build and `build_template_id`/`autorun` unless deploy.
 *
 * @param options - the project's keys, for the vault rules.
 */
export function templateSchema(options: VaultOptions = {}) {
  return v.pipe(
    withRules(
      v.looseObject({
        name: requiredText(m.nameRequired),
        description: optionalText(),
        type: v.nullish(v.picklist(TEMPLATE_TYPES, issueMessage(m.typeRequired)), ''),
        app: v.nullish(v.string(), ''),
        playbook: optionalText(),
        inventory_id: optionalId(),
        repository_id: optionalId(),
        environment_id: optionalId(),
        view_id: optionalId(),
        start_version: optionalText(),
        build_template_id: optionalId(),
        autorun: flag(),
        arguments: argumentsText(),
        allow_override_args_in_task: flag(),
        suppress_success_alerts: flag(),
        survey_vars: v.nullish(v.array(surveyVarSchema), []),
        vaults: v.nullish(vaultsSchema(options), []),
        cron_check: flag(),
        cron_format: optionalText(),
        cron_repository_id: optionalId(),
      }),
      [
        {
          path: 'start_version',
          dependsOn: ['type'],
          test: (t) => t.type !== 'build' || t.start_version !== '',
          message: m.startVersionRequired,
        },
        {
          path: 'build_template_id',
          dependsOn: ['type'],
          test: (t) => t.type !== 'deploy' || t.build_template_id !== null,
          message: m.buildTemplateRequired,
        },
        {
          path: 'playbook',
          dependsOn: ['app'],
          test: (t) => APPS_WITHOUT_PLAYBOOK.includes(t.app) || t.playbook !== '',
          message: m.playbookRequired,
        },
        {
          path: 'inventory_id',
          dependsOn: ['app'],
          test: (t) => t.app !== 'ansible' || t.inventory_id !== null,
          message: m.inventoryRequired,
        },
        {
          path: 'repository_id',
          test: (t) => t.repository_id !== null,
          message: m.repositoryRequired,
        },
        {
          path: 'environment_id',
          test: (t) => t.environment_id !== null,
          message: m.environmentRequired,
        },
        {
          path: 'cron_repository_id',
          dependsOn: ['cron_check'],
          test: (t) => !t.cron_check || t.cron_repository_id !== null,
          message: m.repositoryRequired,
        },
      ],
    ),
    v.transform((t) => ({
      ...t,
      start_version: t.type === 'build' ? t.start_version : null,
      build_template_id: t.type === 'deploy' ? t.build_template_id : null,
      autorun: t.type === 'deploy' ? t.autorun : false,
    })),
  );
}

/** The args picker's row: the argument text is required ('Argument is required'). */
export const argumentSchema = v.object({ name: requiredText(m.argumentRequired) });

/** What the new-task form needs to know about the template it runs (API doc §5.8). */
export interface TaskTemplate {
  /** Template id; the default `template_id`. */
  readonly id: number;
  /** `''`, `build` or `deploy`; a deploy task needs a build version. */
  readonly type?: string | null;
  /** The template's survey variables. */
  readonly survey_vars?: readonly SurveyVarLike[] | null;
}

/**
 * The new-task dialog. Input: `message` (optional), `build_task_id` (the build version; required
 * for deploy templates, 'Build version is required'), `survey_values` (answers by variable name,
 * each as {@link surveyValueSchema}), `arguments` (JSON array text or empty), plus pass-through
 * fields (`debug`, `dry_run`, `diff`, `params`, `git_branch`, `inventory_id`, …).
 *
 * Output = the body of `POST /api/project/{id}/tasks` (API doc §5.9): `survey_values` is
 * replaced by `environment` (JSON text of the non-secret, non-empty answers) and `secret`
 * (JSON text of the `secret` answers); `template_id` defaults to the template's id.
 *
 * @param template - the template being run.
 */
export function taskSchema(template: TaskTemplate) {
  const variables = template.survey_vars ?? [];
  const answers: Record<string, ReturnType<typeof surveyValueSchema>> = {};
  for (const variable of variables) answers[variable.name] = surveyValueSchema(variable);
  return v.pipe(
    v.looseObject({
      template_id: v.optional(v.number(), template.id),
      message: optionalText(),
      build_task_id: template.type === 'deploy' ? requiredId(m.buildVersionRequired) : optionalId(),
      survey_values: v.optional(v.looseObject(answers), {}),
      arguments: argumentsText(),
    }),
    v.transform(({ survey_values, ...body }) => {
      const environment: Record<string, string> = {};
      const secret: Record<string, string> = {};
      for (const variable of variables) {
        const answer = survey_values[variable.name];
        if (typeof answer !== 'string' || answer === '') continue;
        if (variable.type === 'secret') secret[variable.name] = answer;
        else environment[variable.name] = answer;
      }
      return { ...body, environment: JSON.stringify(environment), secret: JSON.stringify(secret) };
    }),
  );
}
