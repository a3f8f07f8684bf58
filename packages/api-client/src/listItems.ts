/**
 * Lists that survive one bad item. Servers newer than the API document add fields and values the
 * schemas accept, but an item can still fail to parse (a field of another type, a missing id). A
 * list answer then keeps every item that parses and leaves out the ones that do not, recording
 * them so the caller can show a note ("1 item could not be read"), instead of failing the whole
 * list.
 */
import * as v from 'valibot';
import type { RequestDescription } from './errors';
import type { WireSchema } from './schemas';

/** An item of a list answer that did not match its schema and was left out of the result. */
export interface InvalidListItem {
  /** Its 0-based position in the array the server sent. */
  index: number;
  /** The item exactly as the server sent it. */
  item: unknown;
  /** What did not match, as `"<path in the item>: <message>"` (`(item)` for the item itself). */
  problems: string[];
}

/** An {@link InvalidListItem} with the request whose answer it was in (`onInvalidItem`). */
export interface InvalidItemReport extends InvalidListItem {
  /** The request whose answer held the item. */
  request: RequestDescription;
}

const dropped = new WeakMap<readonly unknown[], readonly InvalidListItem[]>();

/**
 * The items a list answer of the client left out because they did not parse, in server order;
 * empty when nothing was left out (or for an array the client did not produce).
 *
 * ```ts
 * const integrations = await client.project(1).integrations.list();
 * const skipped = invalidItemsOf(integrations); // e.g. [{ index: 3, item: {…}, problems: ['id: …'] }]
 * ```
 */
export function invalidItemsOf(list: readonly unknown[]): readonly InvalidListItem[] {
  return dropped.get(list) ?? [];
}

/** Records `items` as left out of `list` (see {@link invalidItemsOf}); returns `list`. */
export function withInvalidItems<T>(list: T[], items: readonly InvalidListItem[]): T[] {
  if (items.length > 0) dropped.set(list, items);
  return list;
}

/**
 * The schema of a list answer: an array (a `null` answer reads as `[]`, API §13.3) whose items are
 * parsed one by one with `item`; the items that fail are left out and recorded for
 * {@link invalidItemsOf}. Fails only when the answer is not an array at all.
 */
export function listOf<T>(item: WireSchema<T>): WireSchema<T[]> {
  return v.pipe(
    v.nullable(v.array(v.unknown())),
    v.transform((list): T[] => {
      const valid: T[] = [];
      const invalid: InvalidListItem[] = [];
      (list ?? []).forEach((raw, index) => {
        const result = v.safeParse(item, raw);
        if (result.success) valid.push(result.output);
        else invalid.push({ index, item: raw, problems: describeIssues(result.issues) });
      });
      return withInvalidItems(valid, invalid);
    }),
  );
}

/** `"<path>: <message>"` for each issue, the path relative to the parsed value. */
function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => `${v.getDotPath(issue) ?? '(item)'}: ${issue.message}`);
}
