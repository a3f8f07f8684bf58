import { describe, expect, it } from 'vitest';
import {
  momentKey,
  notificationText,
  openTaskOf,
  shouldNotify,
  taskMoment,
  type NotifyContext,
} from './notificationRules';
import { badgeIcon, badgeKind, badgeTitle } from './tabBadge';

const context = (patch: Partial<NotifyContext> = {}): NotifyContext => ({
  enabled: true,
  permission: 'granted',
  userId: 1,
  openTask: null,
  visible: true,
  ...patch,
});
const mine = { id: 41, project_id: 3, user_id: 1 };
const theirs = { id: 42, project_id: 3, user_id: 2 };

describe('notification decisions', () => {
  it('marks the end of a run and the wait for confirmation (API §7.4, §8.1)', () => {
    expect(taskMoment({ status: 'success', end: null })).toBeNull();
    expect(taskMoment({ status: 'success', end: '2026-11-23T10:00:00Z' })).toBe('finished');
    expect(taskMoment({ status: 'stopping', end: '2026-11-23T10:00:00Z' })).toBe('finished');
    expect(taskMoment({ status: 'waiting_confirmation', end: null })).toBe('confirmation');
    expect(taskMoment({ status: 'running', end: null })).toBeNull();
  });

  it('announces a moment once, a later stop of a finished task again', () => {
    const end = { task_id: 41, status: 'success' as const, end: '2026-11-23T10:00:00Z' };
    expect(momentKey(end)).toBe(momentKey({ ...end }));
    expect(momentKey({ ...end, status: 'stopped', end: '2026-11-23T11:00:00Z' })).not.toBe(
      momentKey(end),
    );
    expect(momentKey({ task_id: 41, status: 'waiting_confirmation', end: null })).not.toBe(
      momentKey(end),
    );
  });

  it('needs the preference and the browser permission', () => {
    expect(shouldNotify(context(), mine)).toBe(true);
    expect(shouldNotify(context({ enabled: false }), mine)).toBe(false);
    expect(shouldNotify(context({ permission: 'default' }), mine)).toBe(false);
    expect(shouldNotify(context({ permission: 'denied' }), mine)).toBe(false);
    expect(shouldNotify(context({ permission: 'unsupported' }), mine)).toBe(false);
  });

  it('is for tasks the user started or has open, not for others', () => {
    expect(shouldNotify(context(), theirs)).toBe(false);
    expect(shouldNotify(context({ userId: null }), { ...theirs, user_id: null })).toBe(false);
    const open = context({ openTask: { projectId: 3, taskId: 42 }, visible: false });
    expect(shouldNotify(open, theirs)).toBe(true);
    expect(
      shouldNotify(context({ openTask: { projectId: 4, taskId: 42 }, visible: false }), theirs),
    ).toBe(false);
  });

  it('stays quiet when the open task is in front of the person', () => {
    expect(shouldNotify(context({ openTask: { projectId: 3, taskId: 41 } }), mine)).toBe(false);
    expect(
      shouldNotify(context({ openTask: { projectId: 3, taskId: 41 }, visible: false }), mine),
    ).toBe(true);
    expect(shouldNotify(context({ openTask: { projectId: 3, taskId: 99 } }), mine)).toBe(true);
  });

  it('says status, template and duration', () => {
    const text = notificationText(mine, {
      templateName: 'Deploy web',
      statusLabel: 'Failed',
      taskLabel: 'Task #41',
      duration: '42 sec',
    });
    expect(text).toEqual({
      title: 'Deploy web: Failed',
      body: 'Task #41 · 42 sec',
      tag: 'semaphore-task-3-41',
    });
    expect(
      notificationText(mine, {
        templateName: 'Plan',
        statusLabel: 'Waiting for confirmation',
        taskLabel: 'Task #41',
        duration: null,
      }).body,
    ).toBe('Task #41');
  });

  it('finds the open task in the location', () => {
    expect(openTaskOf({ pathname: '/project/3/history', search: '?t=41&status=error' })).toEqual({
      projectId: 3,
      taskId: 41,
    });
    expect(openTaskOf({ pathname: '/project/3', search: '?t=41' })).toEqual({
      projectId: 3,
      taskId: 41,
    });
    expect(openTaskOf({ pathname: '/project/3/history', search: '' })).toBeNull();
    expect(openTaskOf({ pathname: '/users', search: '?t=41' })).toBeNull();
    expect(openTaskOf({ pathname: '/project/3x', search: '?t=41' })).toBeNull();
  });
});

describe('tab badge', () => {
  it('draws success, error and pending, and names the task in the title', () => {
    expect(
      ['success', 'error', 'stopped', 'running', 'waiting_confirmation'].map(badgeKind),
    ).toEqual(['success', 'error', 'error', 'pending', 'pending']);
    expect(badgeIcon('success')).toMatch(/^data:image\/svg\+xml,/);
    expect(badgeIcon('success')).not.toBe(badgeIcon('error'));
    expect(badgeTitle('Running', 'Deploy web', 41, 'Semaphore Console')).toBe(
      'Running · Deploy web #41 — Semaphore Console',
    );
    expect(badgeTitle('Running', null, 41, 'Semaphore Console')).toBe(
      'Running · #41 — Semaphore Console',
    );
  });
});
