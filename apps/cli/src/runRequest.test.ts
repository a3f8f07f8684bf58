import {
  capabilitiesFrom as apiCapabilitiesFrom,
  type Template,
} from '@semaphore-console/api-client';
import { describe, expect, it } from 'vitest';
import { capabilitiesFrom } from './capabilities';
import { CliError } from './exitCodes';
import { buildTaskRequest, parseVariableArg, type RunFlags } from './runRequest';

const template = {
  id: 7,
  project_id: 1,
  name: 'Deploy',
  app: 'ansible',
  type: '',
  survey_vars: [{ name: 'region', title: 'Region', type: '', required: false, values: null }],
  task_params: {},
  allow_override_args_in_task: false,
  allow_override_branch_in_task: false,
} as unknown as Template;

const newer = { version: 'v2.20.2-abc-2025', runParams: true };
const v210 = { version: '2.10.33-abc-2024', runParams: false };
const flags = (more: Partial<RunFlags>): RunFlags => ({ vars: [], secrets: [], ...more });

/** The message of the usage error `run` throws. */
function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(CliError);
    return (error as CliError).message;
  }
  throw new Error('not refused');
}

describe('capabilitiesFrom', () => {
  it.each([
    ['2.10.33-demo0000-2024-10-25', false],
    ['v2.12.4-abc-2025-01-01', true],
    ['v2.20.2-abc-2025-01-01', true],
  ])('%s reads run params: %s', (version, runParams) => {
    const caps = capabilitiesFrom(apiCapabilitiesFrom({ version } as never, null));
    expect(caps).toEqual({ version, runParams });
  });

  it('a 2.12+ field of /api/info marks a newer server whatever its version', () => {
    const info = { version: 'dev', schedule_timezone: 'UTC' } as never;
    expect(capabilitiesFrom(apiCapabilitiesFrom(info, null)).runParams).toBe(true);
  });
});

describe('parseVariableArg', () => {
  it('keeps = in the value and allows an empty value', () => {
    expect(parseVariableArg('a=b=c', '--var')).toEqual({ name: 'a', value: 'b=c' });
    expect(parseVariableArg('a=', '--var')).toEqual({ name: 'a', value: '' });
  });

  it.each(['noequals', '=x', '9lives=1', 'a-b=1', 'a b=1'])('refuses %s', (raw) => {
    expect(() => parseVariableArg(raw, '--var')).toThrow(CliError);
  });
});

describe('buildTaskRequest prompts (newer §N4)', () => {
  it('refuses --limit, --tags, --debug and --branch the template does not allow on newer servers', () => {
    expect(refusal(() => buildTaskRequest(template, flags({ limit: 'web' }), newer))).toBe(
      '--limit: template "Deploy" does not allow the limit to be overridden',
    );
    expect(refusal(() => buildTaskRequest(template, flags({ tags: 'a' }), newer))).toContain(
      '--tags',
    );
    expect(refusal(() => buildTaskRequest(template, flags({ debug: true }), newer))).toContain(
      '--debug',
    );
    expect(refusal(() => buildTaskRequest(template, flags({ branch: 'main' }), newer))).toContain(
      '--branch',
    );
  });

  it('sends them where the template allows them, in params and top-level', () => {
    const allowing = {
      ...template,
      task_params: { allow_override_limit: true, allow_override_tags: true, allow_debug: true },
    } as Template;
    const { body } = buildTaskRequest(
      allowing,
      flags({ limit: 'web-1, web-2', tags: 'a,b', debug: true }),
      newer,
    );
    expect(body).toMatchObject({
      template_id: 7,
      limit: 'web-1,web-2',
      debug: true,
      params: { limit: ['web-1', 'web-2'], tags: ['a', 'b'], debug: true },
    });
  });

  it('on 2.10 passes --tags as extra arguments where the template allows them, else warns', () => {
    const args = { ...template, allow_override_args_in_task: true } as Template;
    expect(buildTaskRequest(args, flags({ tags: 'a' }), v210).body.arguments).toBe('["--tags=a"]');
    expect(buildTaskRequest(template, flags({ tags: 'a' }), v210).warnings).toHaveLength(1);
  });

  it('refuses Ansible flags for other apps', () => {
    const bash = { ...template, app: 'bash' } as Template;
    expect(refusal(() => buildTaskRequest(bash, flags({ limit: 'x' }), v210))).toContain(
      'applies to Ansible templates',
    );
  });

  it('takes undeclared variables only when the template allows any', () => {
    expect(
      refusal(() => buildTaskRequest(template, flags({ vars: [{ name: 'x', value: '1' }] }), v210)),
    ).toContain('"x" is not a survey variable of template "Deploy" (its survey variables: region)');
    const any = { ...template, allow_any_vars_in_task: true } as Template;
    expect(
      buildTaskRequest(any, flags({ vars: [{ name: 'x', value: '1' }] }), v210).body.environment,
    ).toBe('{"x":"1"}');
  });
});
