import { describe, expect, it } from 'vitest';
import { TEAM_ROLES, appSchema, runnerSchema, teamMemberSchema } from './admin';
import { errorsOf, outputOf } from '../test/helpers';

describe('team member (resources §5)', () => {
  it('needs a user and a role', () => {
    expect(errorsOf(teamMemberSchema, {})).toEqual({
      user_id: 'User is required',
      role: 'Role is required',
    });
    expect(errorsOf(teamMemberSchema, { user_id: 1, role: 'admin' })).toEqual({
      role: 'Role is required',
    });
  });

  it.each(TEAM_ROLES.map((role) => [role]))('accepts %s', (role) => {
    expect(outputOf(teamMemberSchema, { user_id: 4, role })).toEqual({ user_id: 4, role });
  });
});

describe('app (resources §5)', () => {
  it('needs an ID and checks priority with the number rules', () => {
    expect(errorsOf(appSchema, { priority: 'high' })).toEqual({
      id: 'ID is required',
      priority: 'Must be an integer',
    });
    expect(outputOf(appSchema, { id: ' ruby ', priority: '', args: ['-w'] })).toEqual({
      id: 'ruby',
      title: '',
      icon: '',
      color: '',
      path: '',
      priority: 0,
      active: true,
      args: ['-w'],
    });
  });

  it('reads args as the text of a JSON array of strings', () => {
    expect(outputOf(appSchema, { id: 'ruby', args: ' ["-w", "--verbose"] ' }).args).toEqual([
      '-w',
      '--verbose',
    ]);
    expect(outputOf(appSchema, { id: 'ruby', args: '' }).args).toEqual([]);
    expect(outputOf(appSchema, { id: 'ruby', args: null }).args).toEqual([]);
    for (const args of ['-w', '{"a": 1}', '[1, 2]', '[', 7]) {
      expect(errorsOf(appSchema, { id: 'ruby', args })).toEqual({
        args: 'Arguments must be a JSON array',
      });
    }
  });
});

describe('runner (resources §5)', () => {
  it('needs a name', () => {
    expect(errorsOf(runnerSchema, {})).toEqual({ name: 'Name is required' });
  });

  it('saves an empty max_parallel_tasks as 0', () => {
    expect(outputOf(runnerSchema, { name: 'r1', max_parallel_tasks: '' })).toEqual({
      name: 'r1',
      webhook: '',
      max_parallel_tasks: 0,
      active: true,
    });
    expect(
      outputOf(runnerSchema, { name: 'r1', max_parallel_tasks: null }).max_parallel_tasks,
    ).toBe(0);
    expect(outputOf(runnerSchema, { name: 'r1', max_parallel_tasks: '3' }).max_parallel_tasks).toBe(
      3,
    );
  });

  it('applies the number rules', () => {
    expect(errorsOf(runnerSchema, { name: 'r', max_parallel_tasks: 2.5 })).toEqual({
      max_parallel_tasks: 'Must be an integer',
    });
    expect(errorsOf(runnerSchema, { name: 'r', max_parallel_tasks: '-1' })).toEqual({
      max_parallel_tasks: 'Must be 0 or greater',
    });
  });
});
