import type { TaskWithTpl } from '@semaphore-console/api-client';
import { describe, expect, it } from 'vitest';
import {
  countByStatus,
  EMPTY_TASK_FILTER,
  filterTasks,
  isTaskFilterActive,
  matchesTaskFilter,
  readTaskFilter,
  starterKey,
  taskFilterChoices,
  writeTaskFilter,
  type TaskFilter,
} from './taskFilter';
import { taskWithTplFixture } from '../test/tasks';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const HOUR = 3_600_000;

/** A task of template 7 created half an hour before {@link NOW}. */
const task = (id: number, fields: Partial<TaskWithTpl> = {}): TaskWithTpl =>
  taskWithTplFixture(id, { created: new Date(NOW - HOUR / 2).toISOString(), ...fields });

const filter = (patch: Partial<TaskFilter>): TaskFilter => ({ ...EMPTY_TASK_FILTER, ...patch });

describe('URL <-> filter', () => {
  it('reads every part from the search parameters', () => {
    const params = new URLSearchParams(
      'status=error,success&template=7&user=3&since=24h&q=hot%20fix&t=41',
    );
    expect(readTaskFilter(params)).toEqual({
      statuses: ['success', 'error'],
      templateId: 7,
      starter: '3',
      range: '24h',
      text: 'hot fix',
    });
  });

  it('ignores what it does not know (old or hand-edited links still open)', () => {
    const params = new URLSearchParams('status=failed,error,,queued&template=0&user=bob&since=2y');
    expect(readTaskFilter(params)).toEqual(filter({ statuses: ['error'] }));
    expect(readTaskFilter(new URLSearchParams('template=-3'))).toEqual(EMPTY_TASK_FILTER);
    expect(readTaskFilter(new URLSearchParams('template=1e3'))).toEqual(EMPTY_TASK_FILTER);
  });

  it('writes only what restricts, keeps other parameters, and round-trips', () => {
    const original = new URLSearchParams('t=41&status=running');
    const value = filter({ statuses: ['error', 'waiting'], starter: 'schedule', text: 'v1.2' });
    const written = writeTaskFilter(original, value);
    expect(written.toString()).toBe('t=41&status=waiting%2Cerror&user=schedule&q=v1.2');
    expect(readTaskFilter(written)).toEqual({ ...value, statuses: ['waiting', 'error'] });
    expect(original.toString()).toBe('t=41&status=running');
    expect(writeTaskFilter(written, EMPTY_TASK_FILTER).toString()).toBe('t=41');
  });

  it('knows when a filter is active', () => {
    expect(isTaskFilterActive(EMPTY_TASK_FILTER)).toBe(false);
    expect(isTaskFilterActive(filter({ text: '   ' }))).toBe(false);
    expect(isTaskFilterActive(filter({ range: '7d' }))).toBe(true);
    expect(isTaskFilterActive(filter({ templateId: 3 }))).toBe(true);
  });
});

describe('matching', () => {
  it('keeps any of several statuses', () => {
    const tasks = [task(1), task(2, { status: 'error' }), task(3, { status: 'running' })];
    const kept = filterTasks(tasks, filter({ statuses: ['error', 'running'] }), NOW);
    expect(kept.map((t) => t.id)).toEqual([2, 3]);
  });

  it('matches template and starter (user, integration, autorun, schedule; API §8.5)', () => {
    const byUser = task(1, { user_id: 3 });
    const byHook = task(2, { user_id: null, integration_id: 4 });
    const autorun = task(3, { user_id: null, build_task_id: 1 });
    const scheduled = task(4, { user_id: null, template_id: 9 });
    expect([byUser, byHook, autorun, scheduled].map(starterKey)).toEqual([
      '3',
      'integration',
      'autorun',
      'schedule',
    ]);
    const tasks = [byUser, byHook, autorun, scheduled];
    expect(filterTasks(tasks, filter({ starter: '3' }), NOW)).toEqual([byUser]);
    expect(filterTasks(tasks, filter({ starter: 'schedule' }), NOW)).toEqual([scheduled]);
    expect(filterTasks(tasks, filter({ templateId: 9 }), NOW)).toEqual([scheduled]);
  });

  it('searches message, version, build version and commit, ignoring case', () => {
    const tasks = [
      task(1, { message: 'Hotfix for login' }),
      task(2, { version: '2.4.1' }),
      task(3, { build_task: { ...task(9), version: '3.0.0-rc1' } }),
      task(4, { commit_hash: 'abcdef1234', commit_message: 'Merge PR #12' }),
      task(5, { tpl_alias: 'hotfix template' }),
    ];
    const ids = (text: string) => filterTasks(tasks, filter({ text }), NOW).map((t) => t.id);
    expect(ids('HOTFIX')).toEqual([1]);
    expect(ids('2.4')).toEqual([2]);
    expect(ids('rc1')).toEqual([3]);
    expect(ids('ABCDEF')).toEqual([4]);
    expect(ids('merge pr')).toEqual([4]);
    expect(ids('  ')).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps tasks queued within the time range', () => {
    const recent = task(1, { created: new Date(NOW - HOUR / 2).toISOString() });
    const yesterday = task(2, { created: new Date(NOW - 20 * HOUR).toISOString() });
    const lastWeek = task(3, { created: new Date(NOW - 6 * 24 * HOUR).toISOString() });
    const broken = task(4, { created: 'not a time' });
    const tasks = [recent, yesterday, lastWeek, broken];
    const ids = (range: TaskFilter['range']) =>
      filterTasks(tasks, filter({ range }), NOW).map((t) => t.id);
    expect(ids('1h')).toEqual([1]);
    expect(ids('24h')).toEqual([1, 2]);
    expect(ids('7d')).toEqual([1, 2, 3]);
    expect(ids('all')).toEqual([1, 2, 3, 4]);
    expect(matchesTaskFilter(recent, filter({ range: '1h' }), NOW + 2 * HOUR)).toBe(false);
  });
});

describe('counts and choices', () => {
  it('counts each status over the rest of the filter', () => {
    const tasks = [
      task(1),
      task(2, { status: 'error' }),
      task(3, { status: 'error', user_id: 2 }),
      task(4, { status: 'running' }),
    ];
    const counts = countByStatus(tasks, filter({ statuses: ['error'], starter: '1' }), NOW);
    expect(counts.success).toBe(1);
    expect(counts.error).toBe(1);
    expect(counts.running).toBe(1);
    expect(counts.stopped).toBe(0);
  });

  it('offers the templates and starters of the loaded tasks, by name', () => {
    const tasks = [
      task(1, { template_id: 2, tpl_alias: 'Zeta', user_id: 5, user_name: 'Bob' }),
      task(2, { template_id: 1, tpl_alias: 'Alpha', user_id: 4, user_name: 'Ada' }),
      task(3, { template_id: 2, tpl_alias: 'Zeta', user_id: null }),
      task(4, { user_id: null, integration_id: 1 }),
    ];
    const { templates, starters } = taskFilterChoices(tasks);
    expect(templates).toEqual(
      [
        { key: 7, name: 'Deploy web' },
        { key: 1, name: 'Alpha' },
        { key: 2, name: 'Zeta' },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    );
    expect(starters).toEqual([
      { key: '4', name: 'Ada' },
      { key: '5', name: 'Bob' },
      { key: 'integration', name: null },
      { key: 'schedule', name: null },
    ]);
  });
});
