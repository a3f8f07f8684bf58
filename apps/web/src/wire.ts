/**
 * The wire shapes the shell reads, from the api-client (the one place wire types come from,
 * STYLE.md). Local aliases: `User` is the signed-in user (`CurrentUser`), `ProjectRole` the answer
 * of `GET /api/project/{id}/role` (`RoleAnswer`), `ProjectEvent` an activity event (`Event`, which
 * would shadow the DOM's `Event`).
 */
export type {
  AccessKey,
  CurrentUser as User,
  Event as ProjectEvent,
  LoginOptions,
  OidcProvider,
  Project,
  RoleAnswer as ProjectRole,
  SystemInfo,
  TaskWithTpl,
  User as SiteUser,
  WsLog as TaskLogMessage,
  WsMessage as FeedMessage,
  WsUpdate as TaskUpdateMessage,
} from '@semaphore-console/api-client';
