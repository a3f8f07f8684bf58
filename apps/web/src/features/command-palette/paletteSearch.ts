/**
 * The command palette's search over a precomputed lowercase index: a large installation's palette
 * offers thousands of rows (every template twice, "open" and "run", and every project), so each
 * row's text is lowercased once when the list changes, a keystroke only compares strings, and only
 * the best {@link SearchResult.shown} rows are drawn.
 */

/** Rows and the lowercase text each one is searched by (same order). */
export interface SearchIndex<T> {
  readonly items: readonly T[];
  readonly texts: readonly string[];
}

/** What a search keeps: the rows to draw (best first, at most the limit) and how many matched. */
export interface SearchResult<T> {
  shown: T[];
  /** Every matching row, drawn or not. */
  total: number;
}

/**
 * Builds the index of `items`: the words of each (its label first, then extra keywords) joined
 * and lowercased once.
 */
export function createSearchIndex<T>(
  items: readonly T[],
  words: (item: T) => readonly string[],
): SearchIndex<T> {
  return { items, texts: items.map((item) => words(item).join('\n').toLowerCase()) };
}

/** Whether `text` has `term` at the start of one of its words (after a non-letter, non-digit). */
function startsWord(text: string, term: string): boolean {
  for (let at = text.indexOf(term); at >= 0; at = text.indexOf(term, at + 1)) {
    if (at === 0 || !/[\p{L}\p{N}]/u.test(text.charAt(at - 1))) return true;
  }
  return false;
}

/**
 * The rows of `index` that hold every whitespace-separated term of `query` (case-insensitive),
 * best first: those whose text starts with the whole query, then those whose every term starts a
 * word, then the others, each kind in the index's order. An empty query keeps every row. At most
 * `limit` rows are returned; `total` counts them all.
 */
export function searchIndex<T>(
  index: SearchIndex<T>,
  query: string,
  limit: number,
): SearchResult<T> {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return { shown: index.items.slice(0, limit), total: index.items.length };
  const whole = terms.join(' ');
  const ranks: T[][] = [[], [], []];
  let total = 0;
  index.texts.forEach((text, at) => {
    if (!terms.every((term) => text.includes(term))) return;
    total++;
    const rank = text.startsWith(whole) ? 0 : terms.every((term) => startsWord(text, term)) ? 1 : 2;
    const bucket = ranks[rank]!;
    if (bucket.length < limit) bucket.push(index.items[at]!);
  });
  return { shown: ranks.flat().slice(0, limit), total };
}
