/**
 * History paging (newer §N5): `GET …/tasks/last?count=N&before=<task id>` (and the same under
 * `…/templates/{t}/tasks/last`) answers a plain array, newest first, with the header
 * `X-Has-Next: true|false`. A server without paging (2.10) ignores `count` and `before` and
 * sends no such header: it answers its last 200 tasks (`limit=200` is sent as well).
 */
import { parseAndValidate, type TransportLike } from './http';
import { listOf } from './listItems';
import { TaskWithTplSchema, type TaskWithTpl } from './schemas';

/** The query of one history page. */
export interface TaskPageQuery {
  /** Tasks per page (the server allows 1–1000). */
  count: number;
  /** Id of the oldest task already loaded: the page starts after it. Omit for the first page. */
  before?: number;
}

/** One history page. */
export interface TaskPage {
  /** The page's tasks, newest first. */
  tasks: TaskWithTpl[];
  /**
   * `X-Has-Next` of the answer: `true` when older tasks remain, `false` when this was the last
   * page, `null` when the server sent no such header (it does not page: the tasks are its last
   * ones, at most 200).
   */
  hasNext: boolean | null;
}

/** Reads one page of `path` (`…/tasks/last`); see {@link TaskPage}. */
export async function taskPage(
  t: TransportLike,
  path: string,
  query: TaskPageQuery,
): Promise<TaskPage> {
  const { request, response } = await t.open('GET', path, {
    signal: t.signal,
    // `limit=200` too: a server without paging ignores `count` and answers its last 200.
    query: { count: query.count, before: query.before, limit: 200 },
  });
  const text = await t.read(request, response, { signal: t.signal });
  const header = response.headers.get('x-has-next');
  const tasks = t.reported(request, parseAndValidate(request, text, listOf(TaskWithTplSchema)));
  return { tasks, hasNext: header === null ? null : header.trim().toLowerCase() === 'true' };
}
