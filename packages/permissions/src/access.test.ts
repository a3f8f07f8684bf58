import { describe, expect, it } from 'vitest';
import * as actions from './access';
import type { ProjectAccess, ProjectAction, UserAction } from './access';
import { ROLE_PERMISSIONS, UnknownPermissionError, type ProjectRole } from './permissions';

type Row = [label: string, access: ProjectAccess, expected: Record<ProjectAction, boolean>];

const member = (role: ProjectRole): ProjectAccess => ({
  admin: false,
  role,
  permissions: ROLE_PERMISSIONS[role],
});

const table: Row[] = [
  [
    'owner',
    member('owner'),
    {
      run_tasks: true,
      update_project: true,
      manage_resources: true,
      manage_users: true,
      leave_project: false,
    },
  ],
  [
    'manager',
    member('manager'),
    {
      run_tasks: true,
      update_project: false,
      manage_resources: true,
      manage_users: false,
      leave_project: true,
    },
  ],
  [
    'task_runner',
    member('task_runner'),
    {
      run_tasks: true,
      update_project: false,
      manage_resources: false,
      manage_users: false,
      leave_project: true,
    },
  ],
  [
    'guest',
    member('guest'),
    {
      run_tasks: false,
      update_project: false,
      manage_resources: false,
      manage_users: false,
      leave_project: true,
    },
  ],
  [
    'site admin, not a member',
    { admin: true, role: '', permissions: 0 },
    {
      run_tasks: true,
      update_project: true,
      manage_resources: true,
      manage_users: true,
      leave_project: false,
    },
  ],
  [
    'site admin who is a guest',
    { admin: true, role: 'guest', permissions: 0 },
    {
      run_tasks: true,
      update_project: true,
      manage_resources: true,
      manage_users: true,
      leave_project: true,
    },
  ],
  [
    'site admin who is the owner',
    { admin: true, role: 'owner', permissions: 15 },
    {
      run_tasks: true,
      update_project: true,
      manage_resources: true,
      manage_users: true,
      leave_project: false,
    },
  ],
];

const helpers: Record<ProjectAction, (access: ProjectAccess) => boolean> = {
  run_tasks: actions.canRunTasks,
  update_project: actions.canUpdateProject,
  manage_resources: actions.canManageResources,
  manage_users: actions.canManageUsers,
  leave_project: actions.canLeaveProject,
};

describe.each(table)('%s', (_label, access, expected) => {
  it.each(actions.PROJECT_ACTIONS.map((action) => [action, expected[action]] as const))(
    '%s: %s',
    (action, allowed) => {
      expect(helpers[action](access)).toBe(allowed);
      expect(actions.isProjectActionAllowed(access, action)).toBe(allowed);
    },
  );
});

describe('canProject', () => {
  it('follows the mask for members and grants everything to admins', () => {
    const custom: ProjectAccess = { admin: false, role: 'guest', permissions: 8 };
    expect(actions.canProject(custom, 'manageProjectUsers')).toBe(true);
    expect(actions.canProject(custom, 'runProjectTasks')).toBe(false);
    expect(actions.canProject({ ...custom, admin: true }, 'runProjectTasks')).toBe(true);
  });

  it('still raises for an unknown permission, admin or not', () => {
    expect(() =>
      actions.canProject({ admin: true, role: '', permissions: 0 }, 'x' as 'updateProject'),
    ).toThrow(UnknownPermissionError);
  });
});

describe('unknown project actions and roles', () => {
  it('raise an error', () => {
    expect(() =>
      actions.isProjectActionAllowed(member('owner'), 'delete_world' as ProjectAction),
    ).toThrow('Unknown action: delete_world');
    expect(() =>
      actions.canLeaveProject({ admin: false, role: 'boss' as ProjectRole, permissions: 15 }),
    ).toThrow('Unknown role: boss');
  });
});

describe('site actions', () => {
  const users: [
    string,
    { admin: boolean; can_create_project?: boolean },
    Record<UserAction, boolean>,
  ][] = [
    [
      'admin',
      { admin: true, can_create_project: true },
      { set_admin_flag: true, create_project: true, restore_project: true },
    ],
    [
      'admin without the flag in the answer',
      { admin: true },
      { set_admin_flag: true, create_project: true, restore_project: true },
    ],
    [
      'non-admin allowed to create projects',
      { admin: false, can_create_project: true },
      { set_admin_flag: false, create_project: true, restore_project: true },
    ],
    [
      'non-admin',
      { admin: false, can_create_project: false },
      { set_admin_flag: false, create_project: false, restore_project: false },
    ],
  ];

  describe.each(users)('%s', (_label, user, expected) => {
    it.each(actions.USER_ACTIONS.map((action) => [action, expected[action]] as const))(
      '%s: %s',
      (action, allowed) => {
        expect(actions.isUserActionAllowed(user, action)).toBe(allowed);
      },
    );

    it('helpers agree', () => {
      expect(actions.canSetAdminFlag(user)).toBe(expected.set_admin_flag);
      expect(actions.canCreateProject(user)).toBe(expected.create_project);
    });
  });

  it('raises an error for an unknown site action', () => {
    expect(() => actions.isUserActionAllowed({ admin: true }, 'reboot' as UserAction)).toThrow(
      UnknownPermissionError,
    );
  });
});
