import { describe, expect, it } from 'vitest';
import { projectSchema, restoreProjectSchema } from './project';
import { errorsOf, outputOf } from '../test/helpers';

describe('project (core §5)', () => {
  it('needs a name', () => {
    expect(errorsOf(projectSchema, {})).toEqual({ name: 'Project name is required' });
  });

  it('checks max_parallel_tasks with the number rules', () => {
    expect(errorsOf(projectSchema, { name: 'p', max_parallel_tasks: 'x' })).toEqual({
      max_parallel_tasks: 'Must be an integer',
    });
    expect(errorsOf(projectSchema, { name: 'p', max_parallel_tasks: -2 })).toEqual({
      max_parallel_tasks: 'Must be 0 or greater',
    });
  });

  it('gives the request body; empty max_parallel_tasks is 0 (unlimited)', () => {
    expect(
      outputOf(projectSchema, { name: ' Ops ', max_parallel_tasks: '', alert: true, id: 3 }),
    ).toEqual({
      id: 3,
      name: 'Ops',
      alert: true,
      alert_chat: null,
      max_parallel_tasks: 0,
      type: '',
    });
    expect(
      outputOf(projectSchema, { name: 'p', max_parallel_tasks: '4', demo: true }),
    ).toMatchObject({ max_parallel_tasks: 4, demo: true });
  });
});

describe('restore project (core §5)', () => {
  it('needs a project name and a backup file', () => {
    expect(errorsOf(restoreProjectSchema, {})).toEqual({
      name: 'Project name is required',
      file: 'Backup file is required',
    });
    expect(errorsOf(restoreProjectSchema, { name: 'p', file: '' })).toEqual({
      file: 'Backup file is required',
    });
    expect(errorsOf(restoreProjectSchema, { name: 'p', file: {} })).toEqual({
      file: 'Backup file is required',
    });
  });

  it('accepts a Blob or the file text', () => {
    const blob = new Blob(['{"meta":{"name":"p"}}']);
    expect(outputOf(restoreProjectSchema, { name: 'p', file: blob }).file).toBe(blob);
    expect(outputOf(restoreProjectSchema, { name: 'p', file: '{}' }).file).toBe('{}');
  });
});
