import { describe, expect, it } from 'vitest';
import * as permissions from './permissions';
import type { PermissionName, ProjectRole } from './permissions';

describe('Permission bits (API doc §3.2)', () => {
  it('has the exact server values', () => {
    expect(permissions.Permission).toEqual({
      runProjectTasks: 1,
      updateProject: 2,
      manageProjectResources: 4,
      manageProjectUsers: 8,
    });
    expect(permissions.ALL_PERMISSIONS).toBe(1 | 2 | 4 | 8);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(permissions.Permission)).toBe(true);
    expect(Object.isFrozen(permissions.ROLE_PERMISSIONS)).toBe(true);
  });
});

describe('roles (API doc §3.3)', () => {
  const table: [ProjectRole, number, Record<PermissionName, boolean>][] = [
    [
      'owner',
      15,
      {
        runProjectTasks: true,
        updateProject: true,
        manageProjectResources: true,
        manageProjectUsers: true,
      },
    ],
    [
      'manager',
      5,
      {
        runProjectTasks: true,
        updateProject: false,
        manageProjectResources: true,
        manageProjectUsers: false,
      },
    ],
    [
      'task_runner',
      1,
      {
        runProjectTasks: true,
        updateProject: false,
        manageProjectResources: false,
        manageProjectUsers: false,
      },
    ],
    [
      'guest',
      0,
      {
        runProjectTasks: false,
        updateProject: false,
        manageProjectResources: false,
        manageProjectUsers: false,
      },
    ],
  ];

  it('lists exactly the four roles', () => {
    expect([...permissions.PROJECT_ROLES]).toEqual(table.map(([role]) => role));
  });

  describe.each(table)('%s', (role, mask, grants) => {
    it(`carries mask ${mask}`, () => {
      expect(permissions.roleMask(role)).toBe(mask);
      expect(permissions.ROLE_PERMISSIONS[role]).toBe(mask);
      expect(permissions.isProjectRole(role)).toBe(true);
    });

    it.each(Object.entries(grants) as [PermissionName, boolean][])(
      'can %s: %s',
      (permission, expected) => {
        expect(permissions.can(mask, permission)).toBe(expected);
        expect(permissions.can(mask, permissions.Permission[permission])).toBe(expected);
      },
    );
  });

  it("gives '' (an admin who is not a member) mask 0", () => {
    expect(permissions.roleMask('')).toBe(0);
    expect(permissions.isProjectRole('')).toBe(false);
  });

  it('raises an error for an unknown role', () => {
    expect(() => permissions.roleMask('admin' as ProjectRole)).toThrow(
      permissions.UnknownPermissionError,
    );
    expect(() => permissions.roleMask('Owner' as ProjectRole)).toThrow('Unknown role: Owner');
    expect(permissions.isProjectRole('Owner')).toBe(false);
    expect(permissions.isProjectRole(undefined)).toBe(false);
  });
});

describe('can', () => {
  it('needs every bit of the permission in the mask', () => {
    expect(permissions.can(0b1010, 'updateProject')).toBe(true);
    expect(permissions.can(0b1010, 'runProjectTasks')).toBe(false);
    expect(permissions.can(0b1010, 8)).toBe(true);
    expect(permissions.can(0b1010, 4)).toBe(false);
  });

  it('raises an error for an unknown permission name or bit', () => {
    expect(() => permissions.can(15, 'deleteEverything' as PermissionName)).toThrow(
      'Unknown permission: deleteEverything',
    );
    expect(() => permissions.can(15, 3 as 1)).toThrow(permissions.UnknownPermissionError);
    expect(() => permissions.can(15, 16 as 1)).toThrow(permissions.UnknownPermissionError);
    expect(() => permissions.can(15, 'toString' as PermissionName)).toThrow(
      permissions.UnknownPermissionError,
    );
  });

  it('tells the kind and value of the unknown thing', () => {
    try {
      permissions.can(15, 'nope' as PermissionName);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(permissions.UnknownPermissionError);
      expect((error as permissions.UnknownPermissionError).kind).toBe('permission');
      expect((error as permissions.UnknownPermissionError).value).toBe('nope');
    }
  });
});
