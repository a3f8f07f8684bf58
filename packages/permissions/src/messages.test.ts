import { describe, expect, it } from 'vitest';
import { accessNotice, permissionMessages } from './messages';
import { ROLE_PERMISSIONS, type ProjectRole } from './permissions';

describe('access notices (spec core §6)', () => {
  it.each([
    ['owner', null],
    ['manager', null],
    ['task_runner', 'You can run any tasks'],
    ['guest', 'You have read-only access'],
  ] as [ProjectRole, string | null][])('%s sees %s', (role, text) => {
    const notice = accessNotice({ admin: false, role, permissions: ROLE_PERMISSIONS[role] });
    expect(notice?.message ?? null).toBe(text);
  });

  it('shows no notice to a site admin', () => {
    expect(accessNotice({ admin: true, role: '', permissions: 0 })).toBeNull();
  });

  it('exports ids with English defaults', () => {
    expect(permissionMessages.canRunAnyTasks).toEqual({
      id: 'permissions.notice.canRunAnyTasks',
      message: 'You can run any tasks',
    });
    expect(permissionMessages.readOnlyAccess).toEqual({
      id: 'permissions.notice.readOnlyAccess',
      message: 'You have read-only access',
    });
    expect(Object.isFrozen(permissionMessages.readOnlyAccess)).toBe(true);
  });
});
