import { errorMessage, isHttpError } from '@semaphore-console/api-client';
import type {
  AccessKey,
  LoginOptions,
  Project,
  ProjectEvent,
  ProjectRole,
  SystemInfo,
  TaskWithTpl,
  SiteUser,
  User,
} from './wire';

/** Fields of a project the forms send (API §5.2); `id` only on update. */
export type ProjectInput = Pick<Project, 'name' | 'alert' | 'alert_chat' | 'max_parallel_tasks'> & {
  type?: string;
};

/** Fields of a user the user dialog sends (API §6.3); `password` only for a new user or a reset. */
export interface UserInput {
  name: string;
  username: string;
  email: string;
  alert: boolean;
  admin: boolean;
  password?: string;
}

/**
 * The calls the shell screens make (spec core §7), as the store actions see them. Implemented over
 * the api-client by {@link createShellApi}; tests pass a fake through {@link setShellApi}.
 * Every method rejects with the api-client's error (turn it into text with {@link errorMessage}).
 */
export interface ShellApi {
  /** `GET /api/auth/login`. */
  loginOptions(): Promise<LoginOptions>;
  /** `POST /api/auth/login` with `{auth, password}`; rejects on 401. */
  login(auth: string, password: string): Promise<void>;
  /** `POST /api/auth/logout`. */
  logout(): Promise<void>;
  /** `GET /api/user`; rejects with a 401 error without a session. */
  currentUser(): Promise<User>;
  /** `GET /api/info`. */
  info(): Promise<SystemInfo>;
  /** `GET /api/projects`. */
  projects(): Promise<Project[]>;
  /** `POST /api/projects` (then `PUT` so every field is kept, API §5.2). */
  createProject(input: ProjectInput & { demo: boolean }): Promise<Project>;
  /** `PUT /api/project/{id}`. */
  updateProject(project: Project): Promise<void>;
  /** `DELETE /api/project/{id}`. */
  deleteProject(projectId: number): Promise<void>;
  /** `GET /api/project/{id}/role`. */
  role(projectId: number): Promise<ProjectRole>;
  /** `GET /api/project/{id}/backup`: the backup document as JSON text. */
  backup(projectId: number): Promise<string>;
  /** `POST /api/projects/restore` with the raw backup text; answers the new project. */
  restore(backupText: string): Promise<Project>;
  /** `DELETE /api/project/{id}/me`. */
  leaveProject(projectId: number): Promise<void>;
  /** `GET /api/project/{id}/events/last`. */
  events(projectId: number): Promise<ProjectEvent[]>;
  /** `GET /api/project/{id}/tasks/last`. */
  lastTasks(projectId: number): Promise<TaskWithTpl[]>;
  /** `GET /api/project/{id}/keys`. */
  keys(projectId: number): Promise<AccessKey[]>;
  /** `GET /api/users` (full objects for admins). */
  users(): Promise<SiteUser[]>;
  /** `POST /api/users`. */
  createUser(input: UserInput): Promise<SiteUser>;
  /** `PUT /api/users/{id}`. */
  updateUser(userId: number, input: UserInput): Promise<void>;
  /** `POST /api/users/{id}/password`. */
  changePassword(userId: number, password: string): Promise<void>;
}

let current: ShellApi | null = null;

/**
 * The shell's api. @throws Error when called before {@link setShellApi} (main.tsx sets it at
 * start-up).
 */
export function shellApi(): ShellApi {
  if (!current) throw new Error('The api is not configured');
  return current;
}

/** Installs the api (start-up, or a fake in tests). */
export function setShellApi(next: ShellApi): void {
  current = next;
}

/** The text shown for a failed call (spec core §8), from the api-client. */
export { errorMessage };

/** Whether a failed call was refused with HTTP 401 (no session, API §2.1). */
export function isUnauthorized(error: unknown): boolean {
  return isHttpError(error) && error.status === 401;
}
