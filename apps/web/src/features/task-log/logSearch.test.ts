import { describe, expect, it } from 'vitest';
import { LogSearch, type SearchableLines } from './logSearch';

function lines(texts: string[]): SearchableLines & { texts: string[] } {
  return {
    texts,
    get length() {
      return texts.length;
    },
    plain: (i) => texts[i] ?? '',
  };
}

describe('LogSearch', () => {
  it('counts every case-insensitive match, several per line, with offsets', () => {
    const source = lines(['TASK [ping]', 'ok: [host-1]', 'ok ok OK', 'changed']);
    const search = new LogSearch();
    search.setQuery('ok', source);
    expect(search.count).toBe(4);
    expect(search.match(0)).toEqual({ line: 1, start: 0, end: 2 });
    expect(search.matchesInLine(2).map((m) => m.start)).toEqual([0, 3, 6]);
    expect(search.matchesInLine(0)).toEqual([]);
  });

  it('treats the query literally (no regular expression)', () => {
    const search = new LogSearch();
    search.setQuery('[host-1]', lines(['ok: [host-1]', 'host-1']));
    expect(search.count).toBe(1);
    search.setQuery('.*', lines(['a.*b', 'abc']));
    expect(search.count).toBe(1);
  });

  it('next and previous wrap around', () => {
    const search = new LogSearch();
    search.setQuery('x', lines(['x', 'y', 'x', 'x']));
    expect(search.current).toBe(0);
    expect(search.next()?.line).toBe(2);
    expect(search.next()?.line).toBe(3);
    expect(search.next()?.line).toBe(0);
    expect(search.previous()?.line).toBe(3);
  });

  it('starts at the first match at or after a given line', () => {
    const search = new LogSearch();
    search.setQuery('x', lines(['x', 'y', 'x', 'x']), 1);
    expect(search.currentMatch()?.line).toBe(2);
  });

  it('extends over lines that arrive while the task runs, scanning only the new ones', () => {
    const source = lines(['error: one']);
    const search = new LogSearch();
    search.setQuery('error', source);
    expect(search.count).toBe(1);
    const seen: number[] = [];
    source.texts.push('fine', 'ERROR two', 'error three');
    search.extend({
      length: source.length,
      plain: (i) => {
        seen.push(i);
        return source.plain(i);
      },
    });
    expect(seen).toEqual([1, 2, 3]);
    expect(search.count).toBe(3);
    expect(search.current).toBe(0);
  });

  it('an empty query matches nothing', () => {
    const search = new LogSearch();
    search.setQuery('', lines(['a', 'b']));
    expect(search.count).toBe(0);
    expect(search.next()).toBeUndefined();
  });

  it('grows past its initial capacity', () => {
    const search = new LogSearch();
    search.setQuery('a', lines(Array.from({ length: 3000 }, () => 'a a')));
    expect(search.count).toBe(6000);
    expect(search.match(5999)).toEqual({ line: 2999, start: 2, end: 3 });
  });
});
