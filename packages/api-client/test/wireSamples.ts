/**
 * Wire objects several unit tests in src/ share: plain data as a 2.10 server sends it, written
 * once here (each test spreads its own changes on top).
 */
import type { WsUpdate } from '../src/schemas';

/** An event (API §5.14): user 1 created template 7 of project 3. */
export const eventSample = {
  user_id: 1,
  project_id: 3,
  object_id: 7,
  object_type: 'template',
  description: 'Template ID 7 created',
  created: '2024-10-25T00:43:48Z',
};

/** An integration (API §5.15) of project 3 that runs template 7, with token auth. */
export const integrationSample = {
  id: 1,
  name: 'hook',
  project_id: 3,
  template_id: 7,
  auth_method: 'token',
  auth_secret_id: null,
  auth_header: 'X-Token',
  searchable: false,
  task_params: null,
};

/** A websocket `update` message (API §7): task 41 of template 7 in project 3 started running. */
export const wsUpdateSample: WsUpdate = {
  type: 'update',
  task_id: 41,
  project_id: 3,
  template_id: 7,
  status: 'running',
  start: '2024-10-25T10:00:05.123456789+05:00',
  end: null,
  version: null,
};
