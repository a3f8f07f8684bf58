import { TASK_STATUSES } from '@semaphore-console/api-client';
import { describe, expect, it } from 'vitest';
import {
  UnknownTaskStatusError,
  canConfirmTask,
  canStopTask,
  isForceStop,
  taskStatusKind,
} from './taskStatus';

describe('task statuses (spec core §4)', () => {
  it('success is a check, error a cross, every other known status pending', () => {
    expect(taskStatusKind('success')).toBe('success');
    expect(taskStatusKind('error')).toBe('error');
    for (const status of TASK_STATUSES.filter((s) => s !== 'success' && s !== 'error')) {
      expect(taskStatusKind(status)).toBe('pending');
    }
  });

  it('an unknown status raises an error naming it', () => {
    expect(() => taskStatusKind('failed')).toThrow(UnknownTaskStatusError);
    expect(() => taskStatusKind('failed')).toThrow('Unknown task status: failed');
  });

  it('offers stop exactly in running, stopping, waiting, starting, waiting_confirmation, confirmed', () => {
    expect(TASK_STATUSES.filter(canStopTask)).toEqual([
      'waiting',
      'starting',
      'waiting_confirmation',
      'confirmed',
      'running',
      'stopping',
    ]);
  });

  it('force stop only once stopping; confirm only in waiting_confirmation', () => {
    expect(TASK_STATUSES.filter(isForceStop)).toEqual(['stopping']);
    expect(TASK_STATUSES.filter(canConfirmTask)).toEqual(['waiting_confirmation']);
  });
});
