import { describe, expect, it } from 'vitest';
import {
  ALL_PERMISSIONS,
  Permission,
  PROJECT_ROLES,
  ROLE_PERMISSIONS,
  UnknownPermissionError,
  can,
  isProjectRole,
  roleMask,
  type PermissionName,
  type ProjectRole,
} from './permissions';

describe('Permission bits (API doc §3.2)', () => {
  it('has the exact server values', () => {
    expect(Permission).toEqual({
      runProjectTasks: 1,
      updateProject: 2,
      manageProjectResources: 4,
      manageProjectUsers: 8,
    });
    expect(ALL_PERMISSIONS).toBe(1 | 2 | 4 | 8);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(Permission)).toBe(true);
    expect(Object.isFrozen(ROLE_PERMISSIONS)).toBe(true);
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
    expect([...PROJECT_ROLES]).toEqual(table.map(([role]) => role));
  });

  describe.each(table)('%s', (role, mask, grants) => {
    it(`carries mask ${mask}`, () => {
      expect(roleMask(role)).toBe(mask);
      expect(ROLE_PERMISSIONS[role]).toBe(mask);
      expect(isProjectRole(role)).toBe(true);
    });

    it.each(Object.entries(grants) as [PermissionName, boolean][])(
      'can %s: %s',
      (permission, expected) => {
        expect(can(mask, permission)).toBe(expected);
        expect(can(mask, Permission[permission])).toBe(expected);
      },
    );
  });

  it("gives '' (an admin who is not a member) mask 0", () => {
    expect(roleMask('')).toBe(0);
    expect(isProjectRole('')).toBe(false);
  });

  it('raises an error for an unknown role', () => {
    expect(() => roleMask('admin' as ProjectRole)).toThrow(UnknownPermissionError);
    expect(() => roleMask('Owner' as ProjectRole)).toThrow('Unknown role: Owner');
    expect(isProjectRole('Owner')).toBe(false);
    expect(isProjectRole(undefined)).toBe(false);
  });
});

describe('can', () => {
  it('needs every bit of the permission in the mask', () => {
    expect(can(0b1010, 'updateProject')).toBe(true);
    expect(can(0b1010, 'runProjectTasks')).toBe(false);
    expect(can(0b1010, 8)).toBe(true);
    expect(can(0b1010, 4)).toBe(false);
  });

  it('raises an error for an unknown permission name or bit', () => {
    expect(() => can(15, 'deleteEverything' as PermissionName)).toThrow(
      'Unknown permission: deleteEverything',
    );
    expect(() => can(15, 3 as 1)).toThrow(UnknownPermissionError);
    expect(() => can(15, 16 as 1)).toThrow(UnknownPermissionError);
    expect(() => can(15, 'toString' as PermissionName)).toThrow(UnknownPermissionError);
  });

  it('tells the kind and value of the unknown thing', () => {
    try {
      can(15, 'nope' as PermissionName);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(UnknownPermissionError);
      expect((error as UnknownPermissionError).kind).toBe('permission');
      expect((error as UnknownPermissionError).value).toBe('nope');
    }
  });
});
