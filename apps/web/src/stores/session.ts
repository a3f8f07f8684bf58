import {
  capabilitiesFrom,
  type CurrentUser,
  type Project,
  type RoleAnswer,
  type ServerCapabilities,
  type SystemInfo,
} from '@semaphore-console/api-client';
import { client } from '../server/client';
import { isUnauthorized } from '../server/failures';
import { preferences } from '../lib/preferences';
import type { Slice } from './createAppStore';
import { createServerStore, dropServerAnswers, type Query } from './serverData';

/** Fields of a project the forms send (API §5.2); `id` only on update. */
export type ProjectInput = Pick<Project, 'name' | 'alert' | 'alert_chat' | 'max_parallel_tasks'> & {
  type?: string;
};

/**
 * Application state (spec core §4): `loading` while starting, `anonymous` without a verified
 * session (→ sign-in, which shows the code step when the session waits for a second factor,
 * newer §N3), `ready`, or `error` (the full error screen with Refresh page and Relogin).
 */
export type AppStatus = 'loading' | 'anonymous' | 'ready' | 'error';

/** The session slice: who is signed in and what the server is. */
export interface SessionSlice {
  status: AppStatus;
  /** Text of the start-up failure (spec core §8) when `status` is `error`. */
  error: string | null;
  user: CurrentUser | null;
  info: SystemInfo | null;
  /**
   * What the connected server can do (newer §N9), from its `GET /api/info`: the one place the
   * screens ask which Semaphore they talk to (2.10 … 2.20), never a version check of their own.
   * A 2.10 server's map until the start-up has read the server.
   */
  capabilities: ServerCapabilities;
  /**
   * Start-up (API §14 "App start"): `GET /api/user` (401 → `anonymous`, with or without a
   * second-factor code), `GET /api/info`, `GET /api/projects`. Any other failure → `error`; a 403
   * reads "not allowed" (newer §N7) and never signs out. Concurrent start-ups share one round of
   * requests.
   */
  start(): Promise<void>;
  /**
   * Reads the signed-in user again (`GET /api/user`, e.g. after a change of its second factor,
   * newer §N3). Rejects with the api-client's error when the read fails.
   */
  reloadUser(): Promise<void>;
  /** The live feed stopped for good: show the error screen (spec core §4). */
  fail(message: string): void;
  /** `POST /api/auth/logout`, then `anonymous`. */
  signOut(): Promise<void>;
  /** Replaces the signed-in user after an edit of the own account. */
  setUser(user: CurrentUser): void;
}

/** The projects slice: the list, the selection and the user's role per project. */
export interface ProjectsSlice {
  projects: Project[];
  /** Selected project id, or `null` when there are no projects. */
  projectId: number | null;
  /** Role answers per project id (`GET /api/project/{id}/role`). */
  roles: Record<number, RoleAnswer>;
  /**
   * Chooses the project (spec core §4): the route's id when it is known, else the remembered one,
   * else the first. Remembers it. Returns the chosen id, or `null` without projects.
   */
  selectProject(routeProjectId?: number | null): number | null;
  /**
   * Loads the user's role in a project (`GET /api/project/{id}/role`, API §14) into `roles`: once
   * (`force` reads again), one request per project at a time however many screens ask; reloaded
   * after a reconnect. Rejects with the api-client's error when the read fails.
   */
  loadRole(projectId: number, force?: boolean): Promise<void>;
  /**
   * Reloads the project list (`GET /api/projects`; after a reconnect the factory does, spec core
   * §4). Rejects with the api-client's error when the read fails; the list is kept then.
   */
  reloadProjects(): Promise<void>;
  /** Creates a project (optionally the demo one) and selects it. Returns it. */
  createProject(input: ProjectInput & { demo: boolean }): Promise<Project>;
  /** Restores a backup as a new project, selects it, and counts its keys without secrets. */
  restoreProject(backupText: string): Promise<{ project: Project; emptyKeys: number }>;
  /** Saves the project form. */
  updateProject(project: Project): Promise<void>;
  /** Deletes a project; selects the first remaining one and returns its id (or `null`). */
  deleteProject(projectId: number): Promise<number | null>;
  /** Leaves a project; selects the first remaining one and returns its id (or `null`). */
  leaveProject(projectId: number): Promise<number | null>;
}

/** The combined shell store. */
export type ShellState = SessionSlice & ProjectsSlice;

/** The reads of the shell store ({@link useShellStore}), made by the server-data factory. */
interface ShellQueries {
  /** The session: user and server (`null` without a session), with the project list read too. */
  startup: Query<[]>;
  /** `GET /api/user`. */
  user: Query<[]>;
  /** `GET /api/projects`. */
  projects: Query<[]>;
  /** `GET /api/project/{id}/role`, every project asked for. */
  roles: Query<[projectId: number]>;
}

/** The shell store's `set` (immer). */
type ShellSet = Parameters<Slice<ShellState, unknown>>[0];

const sessionSlice = (set: ShellSet, { startup, user, roles }: ShellQueries): SessionSlice => ({
  status: 'loading',
  error: null,
  user: null,
  info: null,
  capabilities: capabilitiesFrom(null, null),
  start() {
    set({ status: 'loading', error: null });
    return startup.load();
  },
  reloadUser: () => user.request([], true),
  fail(message) {
    set({ status: 'error', error: message });
  },
  async signOut() {
    await client().auth.logout();
    roles.forget();
    dropServerAnswers();
    set({ status: 'anonymous', user: null, projects: [], roles: {}, projectId: null });
  },
  setUser(user) {
    set({ user });
  },
});

/**
 * The project selection order of spec core §4: the route's project when it exists, else the
 * remembered one when it still exists, else the first; `null` without projects.
 */
export function chooseProject(
  projects: readonly Project[],
  routeProjectId: number | null | undefined,
  remembered: number | null,
): number | null {
  const has = (id: number | null | undefined): id is number =>
    id !== null && id !== undefined && projects.some((p) => p.id === id);
  if (has(routeProjectId)) return routeProjectId;
  if (has(remembered)) return remembered;
  return projects[0]?.id ?? null;
}

function firstRemaining(projects: readonly Project[], removed: number): number | null {
  return projects.find((p) => p.id !== removed)?.id ?? null;
}

const projectsSlice = (
  set: ShellSet,
  get: () => ShellState,
  { projects, roles }: ShellQueries,
): ProjectsSlice => ({
  projects: [],
  projectId: null,
  roles: {},
  selectProject(routeProjectId) {
    const remembered = preferences.getState().lastProjectId;
    const chosen = chooseProject(get().projects, routeProjectId, remembered);
    if (chosen !== get().projectId) set({ projectId: chosen });
    if (chosen !== null && chosen !== remembered) preferences.getState().setLastProjectId(chosen);
    return chosen;
  },
  async loadRole(projectId, force = false) {
    if (force || !get().roles[projectId]) await roles.request([projectId], force);
  },
  reloadProjects: () => projects.request([], true),
  async createProject(input) {
    const project = await createAndKeepFields(input);
    set((s) => {
      s.projects.push(project);
    });
    get().selectProject(project.id);
    return project;
  },
  async restoreProject(backupText) {
    const api = client();
    const project = await api.projects.restore(backupText);
    set((s) => {
      s.projects.push(project);
    });
    get().selectProject(project.id);
    const keys = await api.project(project.id).keys.list();
    return { project, emptyKeys: keys.filter((k) => k.empty).length };
  },
  async updateProject(project) {
    await client().project(project.id).update(project);
    set((s) => {
      const at = s.projects.findIndex((p) => p.id === project.id);
      if (at >= 0) s.projects[at] = project;
    });
  },
  async deleteProject(projectId) {
    await client().project(projectId).delete();
    return removeProject(projectId, roles);
  },
  async leaveProject(projectId) {
    await client().project(projectId).leave();
    return removeProject(projectId, roles);
  },
});

/**
 * `POST /api/projects`, then a `PUT` when a field is not its default: SQL servers echo `alert`,
 * `alert_chat` and `max_parallel_tasks` in the answer but keep only name and type (API §5.2,
 * §13.3 item 25), so the answer cannot tell whether they were saved.
 */
async function createAndKeepFields(input: ProjectInput & { demo: boolean }): Promise<Project> {
  const created = await client().projects.create(input);
  const project = {
    ...created,
    alert: input.alert,
    alert_chat: input.alert_chat,
    max_parallel_tasks: input.max_parallel_tasks,
  };
  if (input.alert || input.alert_chat || input.max_parallel_tasks) {
    await client().project(created.id).update(project);
  }
  return project;
}

function removeProject(projectId: number, roles: Query<[projectId: number]>): number | null {
  roles.forget();
  const next = firstRemaining(useShellStore.getState().projects, projectId);
  useShellStore.setState((s) => {
    s.projects = s.projects.filter((p) => p.id !== projectId);
    delete s.roles[projectId];
    s.projectId = next;
  });
  if (preferences.getState().lastProjectId === projectId) {
    preferences.getState().setLastProjectId(next);
  }
  return next;
}

/**
 * The shell store (session + projects slices, spec core §4), made by the server-data factory
 * (`createServerStore`): shown while the console is, so it reads the session, the project list
 * and the roles again after a reconnect. `resetAllStores()` resets it in tests.
 */
export const useShellStore = createServerStore<ShellState>((set, get, { query }) => {
  const projects = query({
    fields: false,
    fetch: () => client().projects.list(),
    done(s, list) {
      s.projects = list;
    },
  });
  const queries: ShellQueries = {
    projects,
    startup: query({
      fields: false,
      // A reconnect reloads what may have changed meanwhile: the project list and the roles (their
      // own queries), never the whole start-up (which would hide the console while loading).
      reconnect: false,
      async fetch() {
        let user: CurrentUser;
        try {
          user = await client().user.get();
        } catch (error) {
          if (isUnauthorized(error)) return null;
          throw error;
        }
        const [info] = await Promise.all([client().info(), projects.request([])]);
        return { user, info };
      },
      done(s, session) {
        if (!session) {
          s.status = 'anonymous';
          s.user = null;
          return;
        }
        s.user = session.user;
        s.info = session.info;
        s.capabilities = capabilitiesFrom(session.info, null);
        s.status = 'ready';
      },
      fail(s, text) {
        s.status = 'error';
        s.error = text;
      },
    }),
    user: query({
      fields: false,
      fetch: () => client().user.get(),
      done(s, user) {
        s.user = user;
      },
    }),
    roles: query({
      fields: false,
      each: true,
      fetch: (projectId: number) => client().project(projectId).role(),
      done(s, role, [projectId]) {
        s.roles[projectId] = role;
      },
    }),
  };
  return { ...sessionSlice(set, queries), ...projectsSlice(set, get, queries) };
});

/** Selector: the selected project, or `undefined`. */
export const selectCurrentProject = (s: ShellState): Project | undefined =>
  s.projects.find((p) => p.id === s.projectId);
