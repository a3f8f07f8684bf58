import { strip } from '@semaphore-console/ansi';
import { backgroundHeld } from '../../lib/scheduling';
import { describe, expect, it, vi } from 'vitest';
import { LogLines, SEARCH_CHUNK_LINES, type LogRecord } from './logLines';
import {
  LogSearch,
  MAX_SEARCH_MATCHES,
  prepareSearchWhenIdle,
  scheduleSearch,
  type SearchableLines,
} from './logSearch';

function lines(texts: string[]): SearchableLines & { texts: string[] } {
  return {
    texts,
    get length() {
      return texts.length;
    },
    plain: (i) => texts[i] ?? '',
  };
}

/** Scans to the end in one go. */
function scanAll(search: LogSearch, source: SearchableLines): void {
  expect(search.scan(source, () => false)).toBe(true);
}

/** Every match of `needle` (ignoring ASCII case) in `texts`, as [line, start] pairs: the reference. */
function reference(texts: string[], needle: string): [number, number][] {
  const out: [number, number][] = [];
  const lower = needle.toLowerCase();
  texts.forEach((text, line) => {
    const haystack = text.toLowerCase();
    for (
      let at = haystack.indexOf(lower);
      at !== -1;
      at = haystack.indexOf(lower, at + lower.length)
    ) {
      out.push([line, at]);
    }
  });
  return out;
}

function allMatches(search: LogSearch): [number, number][] {
  return Array.from({ length: search.count }, (_, i) => {
    const m = search.match(i);
    return [m?.line ?? -1, m?.start ?? -1];
  });
}

describe('LogSearch', () => {
  it('counts every case-insensitive match, several per line, with offsets', () => {
    const source = lines(['TASK [ping]', 'ok: [host-1]', 'ok ok OK', 'changed']);
    const search = new LogSearch();
    search.setQuery('ok');
    scanAll(search, source);
    expect(search.count).toBe(4);
    expect(search.match(0)).toEqual({ line: 1, start: 0, end: 2 });
    expect(search.matchesInLine(2).map((m) => m.start)).toEqual([0, 3, 6]);
    expect(search.matchesInLine(0)).toEqual([]);
  });

  it('treats the query literally (no regular expression)', () => {
    const search = new LogSearch();
    search.setQuery('[host-1]');
    scanAll(search, lines(['ok: [host-1]', 'host-1']));
    expect(search.count).toBe(1);
    search.setQuery('.*');
    scanAll(search, lines(['a.*b', 'abc']));
    expect(search.count).toBe(1);
  });

  it('next and previous wrap around', () => {
    const search = new LogSearch();
    search.setQuery('x');
    scanAll(search, lines(['x', 'y', 'x', 'x']));
    expect(search.current).toBe(0);
    expect(search.next()?.line).toBe(2);
    expect(search.next()?.line).toBe(3);
    expect(search.next()?.line).toBe(0);
    expect(search.previous()?.line).toBe(3);
  });

  it('starts at the first match at or after a given line, else at the first match', () => {
    const search = new LogSearch();
    search.setQuery('x', 1);
    scanAll(search, lines(['x', 'y', 'x', 'x']));
    expect(search.currentMatch()?.line).toBe(2);
    search.setQuery('x', 9);
    scanAll(search, lines(['x', 'y', 'x', 'x']));
    expect(search.currentMatch()?.line).toBe(0);
  });

  it('extends over lines that arrive while the task runs, scanning only the new ones', () => {
    const source = lines(['error: one']);
    const search = new LogSearch();
    search.setQuery('error');
    scanAll(search, source);
    expect(search.count).toBe(1);
    const seen: number[] = [];
    source.texts.push('fine', 'ERROR two', 'error three');
    scanAll(search, {
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

  it('gets a current match once lines with matches arrive', () => {
    const source = lines([]);
    const search = new LogSearch();
    search.setQuery('ok');
    scanAll(search, source);
    expect(search.current).toBe(-1);
    source.texts.push('ok');
    scanAll(search, source);
    expect(search.current).toBe(0);
  });

  it('an empty query matches nothing', () => {
    const search = new LogSearch();
    search.setQuery('');
    scanAll(search, lines(['a', 'b']));
    expect(search.count).toBe(0);
    expect(search.scanning).toBe(false);
    expect(search.next()).toBeUndefined();
  });

  it('grows past its initial capacity', () => {
    const search = new LogSearch();
    search.setQuery('a');
    scanAll(search, lines(Array.from({ length: 3000 }, () => 'a a')));
    expect(search.count).toBe(6000);
    expect(search.match(5999)).toEqual({ line: 2999, start: 2, end: 3 });
  });

  it('restart scans again after the lines were rewritten, keeping the current line', () => {
    const source = lines(['x', 'x', 'x']);
    const search = new LogSearch();
    search.setQuery('x');
    scanAll(search, source);
    search.next();
    expect(search.currentMatch()?.line).toBe(1);
    source.texts.splice(0, 3, 'y', 'x', 'new x', 'x');
    search.restart(search.currentMatch()?.line ?? 0);
    expect(search.scanning).toBe(true);
    scanAll(search, source);
    expect(allMatches(search)).toEqual([
      [1, 0],
      [2, 4],
      [3, 0],
    ]);
    expect(search.currentMatch()?.line).toBe(1);
  });

  describe('in slices', () => {
    it('stops when asked to yield and goes on where it stopped, with progress', () => {
      const texts = Array.from({ length: 1000 }, (_, i) => (i % 3 === 0 ? `ok ${i}` : `line ${i}`));
      const source = lines(texts);
      const search = new LogSearch();
      search.setQuery('OK');
      expect(search.scanning).toBe(true);
      expect(search.progress).toBe(0);
      let calls = 0;
      const counts: number[] = [];
      const progress: number[] = [];
      while (!search.scan(source, () => ++calls % 2 === 0)) {
        counts.push(search.count);
        progress.push(search.progress);
        expect(search.scanning).toBe(true);
      }
      expect(counts.length).toBeGreaterThan(5);
      // The count and the progress only grow while it scans.
      expect(counts).toEqual([...counts].sort((a, b) => a - b));
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
      expect(progress.at(-1)).toBeLessThan(1);
      expect(search.scanning).toBe(false);
      expect(search.progress).toBe(1);
      expect(allMatches(search)).toEqual(reference(texts, 'ok'));
    });

    it('splits a 1 MB line into slices, and finds every match in it', () => {
      const chunk = 'task: [web-1] Error while checking error.log ';
      const big = chunk.repeat(Math.ceil(1_048_576 / chunk.length)).slice(0, 1_048_576);
      const texts = ['before error', big, 'between', big, 'after ERROR'];
      const source = lines(texts);
      const search = new LogSearch();
      search.setQuery('error');
      let slices = 0;
      let asked = 0;
      // Yield on every other question: a 1 MB line with ~46,000 matches is left several times.
      while (!search.scan(source, () => ++asked % 2 === 0)) {
        slices++;
        expect(search.scannedLines).toBeLessThanOrEqual(4);
      }
      expect(slices).toBeGreaterThan(40);
      expect(allMatches(search)).toEqual(reference(texts, 'error'));
      expect(search.count).toBeGreaterThan(90_000);
    });

    it('a newer query cancels the older scan at once', () => {
      const texts = Array.from({ length: 5000 }, (_, i) => `alpha ${i} beta`);
      const source = lines(texts);
      const search = new LogSearch();
      search.setQuery('alpha');
      let asked = 0;
      expect(search.scan(source, () => ++asked > 3)).toBe(false);
      expect(search.count).toBeGreaterThan(0);
      expect(search.count).toBeLessThan(5000);
      search.setQuery('4999 BETA');
      expect(search.count).toBe(0);
      expect(search.scannedLines).toBe(0);
      scanAll(search, source);
      expect(allMatches(search)).toEqual([[4999, 6]]);
    });

    it('searches a log of 1,000,000 lines in slices, correctly', () => {
      const texts = Array.from({ length: 1_000_000 }, (_, i) =>
        i % 1000 === 999 ? `fatal: host-${i} unreachable` : `ok: [host-${i % 50}] step ${i}`,
      );
      const source = lines(texts);
      const search = new LogSearch();
      search.setQuery('FATAL', 500_000);
      let slices = 0;
      let asked = 0;
      let firstCurrentAt = -1;
      while (!search.scan(source, () => ++asked % 100 === 0)) {
        slices++;
        if (firstCurrentAt === -1 && search.current >= 0) firstCurrentAt = search.scannedLines;
      }
      expect(slices).toBeGreaterThan(100);
      expect(search.count).toBe(1000);
      expect(allMatches(search)).toEqual(reference(texts, 'fatal'));
      // The current match is the first at or after line 500,000, chosen as the scan passed it.
      expect(search.currentMatch()).toEqual({ line: 500_999, start: 0, end: 5 });
      expect(firstCurrentAt).toBeGreaterThan(500_999);
      expect(firstCurrentAt).toBeLessThan(600_000);
    });

    it('stops at the match limit and says so', () => {
      const line = 'a'.repeat(1_000_000);
      const search = new LogSearch();
      search.setQuery('a');
      scanAll(search, lines(Array.from({ length: 6 }, () => line)));
      expect(search.count).toBe(MAX_SEARCH_MATCHES);
      expect(search.capped).toBe(true);
      expect(search.scanning).toBe(false);
    });
  });

  describe('highlights of one line', () => {
    const line = 'ab '.repeat(400_000);
    const search = new LogSearch();
    search.setQuery('ab');
    scanAll(search, lines(['ab', line, 'ab']));

    it('are at most `limit`, inside the text window', () => {
      const first = search.matchesInLine(1, 0, 10_000, 100);
      expect(first).toHaveLength(100);
      expect(first[0]).toEqual({ start: 0, end: 2, index: 1 });
      const window = search.matchesInLine(1, 30_001, 30_010, 100);
      expect(window.map((m) => m.start)).toEqual([30_000, 30_003, 30_006, 30_009]);
      // A match that starts before the window and ends inside it counts.
      expect(search.matchesInLine(1, 31, 33, 100).map((m) => m.start)).toEqual([30]);
    });

    it('include the current match when it is far into the line', () => {
      while ((search.currentMatch()?.start ?? 0) < 600_000) search.next();
      const current = search.current;
      const shown = search.matchesInLine(1, 590_000, 610_000, 100);
      expect(shown).toHaveLength(100);
      expect(shown.some((m) => m.index === current)).toBe(true);
    });
  });
});

describe('scheduleSearch', () => {
  /** A clock that advances `step` ms on every reading, and a queue of deferred tasks run by hand. */
  function harness(step: number) {
    let time = 0;
    const queue: Array<() => void> = [];
    return {
      now: () => (time += step),
      defer: (task: () => void) => queue.push(task),
      runNext(): boolean {
        const task = queue.shift();
        task?.();
        return task !== undefined;
      },
      get queued() {
        return queue.length;
      },
    };
  }

  it('scans in slices of the time budget, reports progress, and stops when done', () => {
    const texts = Array.from({ length: 20_000 }, (_, i) => `line ${i} ok`);
    const h = harness(1);
    const search = new LogSearch();
    const progress: number[] = [];
    const task = scheduleSearch(search, lines(texts), {
      budgetMs: 8,
      notifyEveryMs: 0,
      now: h.now,
      defer: h.defer,
      onProgress: () => progress.push(search.count),
    });
    search.setQuery('ok');
    task.wake();
    task.wake();
    expect(h.queued).toBe(1);
    let slices = 0;
    while (h.runNext()) slices++;
    expect(slices).toBeGreaterThan(10);
    expect(search.count).toBe(20_000);
    expect(progress.length).toBeGreaterThan(10);
    expect(progress.at(-1)).toBe(20_000);
    expect(search.scanning).toBe(false);
  });

  it('holds the background catch-ups back while it scans, and lets them go when done', () => {
    const texts = Array.from({ length: 20_000 }, (_, i) => `line ${i} ok`);
    const h = harness(1);
    const search = new LogSearch();
    const task = scheduleSearch(search, lines(texts), {
      budgetMs: 8,
      now: h.now,
      defer: h.defer,
      onProgress: () => undefined,
    });
    expect(backgroundHeld()).toBe(false);
    search.setQuery('ok');
    task.wake();
    h.runNext();
    expect(search.scanning).toBe(true);
    expect(backgroundHeld()).toBe(true);
    while (h.runNext());
    expect(search.scanning).toBe(false);
    expect(backgroundHeld()).toBe(false);
  });

  it('a new query during the scan replaces it; a cancelled task does nothing', () => {
    const texts = Array.from({ length: 20_000 }, (_, i) => `line ${i}`);
    const h = harness(1);
    const search = new LogSearch();
    let notified = 0;
    const task = scheduleSearch(search, lines(texts), {
      now: h.now,
      defer: h.defer,
      onProgress: () => notified++,
    });
    search.setQuery('line');
    task.wake();
    h.runNext();
    h.runNext();
    expect(search.scanning).toBe(true);
    search.setQuery('line 19999');
    task.wake();
    while (h.runNext());
    expect(allMatches(search)).toEqual([[19_999, 0]]);

    search.setQuery('line 1');
    task.wake();
    task.cancel();
    while (h.runNext());
    expect(search.scannedLines).toBe(0);
    expect(notified).toBeGreaterThan(0);
  });

  it('tells when a scan ends even when the count did not change', () => {
    const h = harness(1);
    const search = new LogSearch();
    let notified = 0;
    const task = scheduleSearch(search, lines([]), {
      now: h.now,
      defer: h.defer,
      onProgress: () => notified++,
    });
    search.setQuery('x');
    task.wake();
    while (h.runNext());
    expect(search.scanning).toBe(false);
    expect(notified).toBe(1);
  });
});

describe('LogSearch over the prepared index (LogLines chunks)', () => {
  /** Coloured and plain lines, some matching twice, over several chunks. */
  function records(count: number): LogRecord[] {
    return Array.from({ length: count }, (_, i) => ({
      time: '2026-11-24T01:00:00Z',
      output:
        i % 3 === 0
          ? `\u001b[31mFATAL\u001b[0m host=web-${i % 7} fatal again ${i}`
          : `ok: [web-${i % 7}] line ${i}`,
    }));
  }

  it('finds what the line-by-line scan finds, in slices that yield after every check', () => {
    const log = new LogLines(records(SEARCH_CHUNK_LINES * 3 + 17));
    const texts = Array.from({ length: log.length }, (_, i) => log.plain(i));
    expect(texts[0]).toBe('FATAL host=web-0 fatal again 0');
    for (const needle of ['fatal', 'web-3', 'zz-nowhere', 'e']) {
      const search = new LogSearch();
      search.setQuery(needle);
      let slices = 0;
      while (!search.scan(log, () => true)) slices++;
      expect(allMatches(search)).toEqual(reference(texts, needle));
      expect(slices).toBeGreaterThan(0);
    }
  });

  it('a chunk of ordinary lines (~100 characters) is larger than V8’s largest young object (128 KiB)', () => {
    // Larger objects are allocated in the large object space, which scavenges do not copy: the
    // chunks built during a search no longer make the search's own collections long.
    const line = 'x'.repeat(99);
    const log = new LogLines(
      Array.from({ length: SEARCH_CHUNK_LINES }, () => ({ time: 't', output: line })),
    );
    expect(log.searchChunk(0)?.text.length).toBeGreaterThan(128 * 1024);
  });

  it('a newer query cancels the older scan over the index', () => {
    const log = new LogLines(records(SEARCH_CHUNK_LINES * 2));
    const search = new LogSearch();
    search.setQuery('e');
    expect(search.scan(log, () => true)).toBe(false);
    search.setQuery('FATAL');
    scanAll(search, log);
    expect(search.count).toBe(
      reference(
        Array.from({ length: log.length }, (_, i) => log.plain(i)),
        'fatal',
      ).length,
    );
  });

  it('drops chunks from a rewrite on, and indexes the lines appended later', () => {
    const log = new LogLines(records(SEARCH_CHUNK_LINES * 2));
    expect(log.searchChunk(SEARCH_CHUNK_LINES + 5)?.first).toBe(SEARCH_CHUNK_LINES);
    log.splice(SEARCH_CHUNK_LINES + 1, SEARCH_CHUNK_LINES - 1, [
      { time: '2026-11-24T01:00:01Z', output: 'rewritten needle' },
    ]);
    const search = new LogSearch();
    search.setQuery('needle');
    scanAll(search, log);
    expect(allMatches(search)).toEqual([[SEARCH_CHUNK_LINES + 1, 10]]);
    log.append([{ time: '2026-11-24T01:00:02Z', output: 'another needle' }]);
    search.scan(log, () => false);
    expect(search.count).toBe(2);
  });

  it('decides once that the last, incomplete chunk is too long (not again for every line)', () => {
    // 400 lines of 12,000 characters: more than a chunk's 4,000,000.
    const line = `\u001b[32m${'x'.repeat(12_000)}\u001b[0m needle`;
    const log = new LogLines(Array.from({ length: 400 }, () => ({ time: 't', output: line })));
    const plain = vi.spyOn(log, 'plain');
    const search = new LogSearch();
    search.setQuery('needle');
    scanAll(search, log);
    expect(search.count).toBe(400);
    // Each line once by the chunk's first build (up to the limit), and once by the scan.
    expect(plain.mock.calls.length).toBeLessThan(2 * 400);
    plain.mockRestore();
  });

  it('builds the last, incomplete chunk again only once lines were added or rewritten', () => {
    const log = new LogLines(records(10));
    const chunk = log.searchChunk(3);
    expect(log.searchChunk(7)).toBe(chunk);
    log.append([{ time: '2026-11-24T01:00:02Z', output: 'another needle' }]);
    const longer = log.searchChunk(3);
    expect(longer).not.toBe(chunk);
    expect(longer?.text.split('\n')).toEqual([...chunk!.text.split('\n'), 'another needle']);
    log.splice(10, 1, [{ time: '2026-11-24T01:00:03Z', output: 'rewritten' }]);
    expect(log.searchChunk(3)?.text.split('\n').at(-1)).toBe('rewritten');
  });

  it('reads lines of megabytes one by one (not indexed)', () => {
    const long = `${'x'.repeat(20_000)}needle`;
    const log = new LogLines([
      { time: '', output: 'needle' },
      { time: '', output: long },
    ]);
    expect(log.searchChunk(0)).toBeUndefined();
    const search = new LogSearch();
    search.setQuery('needle');
    scanAll(search, log);
    expect(allMatches(search)).toEqual([
      [0, 0],
      [1, 20_000],
    ]);
  });
});

describe('the search index prepared ahead (LogLines.prepareSearch)', () => {
  /** Line kinds whose plain text differs in every way `strip` handles, and plain ones. */
  const COLOURED = [
    (i: number) => `plain line ${i}`,
    (i: number) => `\u001b[32mok: [web-${i % 7}]\u001b[0m => changed ${i}`,
    (i: number) => `\u001b[38;2;255;0;0m\u001b[1mtruecolour\u001b[m and\ttab ${i}`,
    () => '',
    () => '\u001b[0m',
    (i: number) => `unicode ✓ — 日本語 ${i} \u001b[31;1mred`,
  ];
  /** Lines with something to strip besides colours: the chunk holding one is built line by line. */
  const OTHER = [
    'carriage\rreturn',
    'cursor \u001b[2K\u001b[1Gmoved',
    'link \u001b]8;;https://x.example\u001b\\here\u001b]8;;\u001b\\ end',
    'bell\u0007 and C1 \u009b31mcsi',
    'line\nbreak inside',
  ];
  function log(otherAt: Map<number, string>, count: number): LogLines {
    return new LogLines(
      Array.from({ length: count }, (_, i) => ({
        time: 't',
        output: otherAt.get(i) ?? COLOURED[i % COLOURED.length]!(i),
      })),
    );
  }

  it('finds what a search of the plain lines finds, also where colour sequences look like the query', () => {
    const S = SEARCH_CHUNK_LINES;
    // Chunk 0: colours only; chunks 1 to 5: one other kind of line each; then an incomplete chunk.
    const other = new Map(OTHER.map((text, n) => [(n + 1) * S + 100 + n, text]));
    const count = 6 * S + 50;
    const prepared = log(other, count);
    expect(prepared.prepareSearch(() => false)).toBe(true);
    const plainSpy = vi.spyOn(prepared, 'plain');
    // Chunk 0 is indexed as its raw text, without stripping a line; the others line by line.
    expect(prepared.searchChunk(0)?.escapes).toBe(true);
    expect(plainSpy).not.toHaveBeenCalled();
    expect(prepared.searchChunk(S)?.escapes).toBeUndefined();
    expect(plainSpy).toHaveBeenCalledTimes(S);
    plainSpy.mockRestore();
    const texts = Array.from({ length: count }, (_, i) => strip(prepared.output(i)));
    // "31m", "[", "1", "m", ";" and "2m" occur inside the sequences: those must not count.
    for (const needle of [
      'red',
      '31m',
      '[',
      '1',
      'm',
      ';',
      '2m',
      'OK: [WEB-3]',
      '\t',
      '日本',
      'e',
    ]) {
      const search = new LogSearch();
      search.setQuery(needle);
      // Yielding at every check: scans stop inside lines of the raw chunk and go on from there.
      while (!search.scan(prepared, () => true));
      expect(allMatches(search), needle).toEqual(reference(texts, needle));
    }
    for (let i = 0; i < count; i += 97) expect(prepared.plain(i)).toBe(texts[i]);
  });

  it('a search before the preparation decides each chunk itself, with the same results', () => {
    const S = SEARCH_CHUNK_LINES;
    const other = new Map(OTHER.map((text, n) => [(n + 1) * S + 7 * n, text]));
    const count = 6 * S + 50;
    const fresh = log(other, count);
    const plainSpy = vi.spyOn(fresh, 'plain');
    // Not prepared: chunk 0 is still indexed as its raw text, without stripping a line.
    expect(fresh.searchChunk(3)?.escapes).toBe(true);
    expect(plainSpy).not.toHaveBeenCalled();
    expect(fresh.searchChunk(2 * S)?.escapes).toBeUndefined();
    expect(plainSpy).toHaveBeenCalledTimes(S);
    plainSpy.mockRestore();
    // The preparation afterwards keeps those decisions and decides the rest.
    expect(fresh.prepareSearch(() => false)).toBe(true);
    const texts = Array.from({ length: count }, (_, i) => strip(fresh.output(i)));
    for (const needle of ['red', '31m', 'OK: [WEB-3]', 'return', 'here', 'csi', 'break']) {
      const search = new LogSearch();
      search.setQuery(needle);
      scanAll(search, fresh);
      expect(allMatches(search), needle).toEqual(reference(texts, needle));
    }
  });

  it('a line is colour-only exactly when removing its colour sequences leaves nothing to strip', () => {
    const S = SEARCH_CHUNK_LINES;
    const tricky = [
      '\u001b\u001b[0m[0m',
      '\u001b[\u001b[0m',
      '\u001b[31',
      'end \u001b',
      '\u001b[38;5;1m\u001b[1;2:3m ok \u001b[m',
      'tab\tonly',
      'nul\u0000',
      'del\u007f',
    ];
    for (const line of tricky) {
      const lines = new LogLines(
        Array.from({ length: S }, (_, i) => ({ time: 't', output: i === 9 ? line : 'x' })),
      );
      // The old rule: what is left after removing every colour sequence needs no strip.
      // eslint-disable-next-line no-control-regex -- control characters are what we look for
      const colourOnly = !/[\x00-\x08\x0a-\x1f\x7f-\x9f]/.test(line.replace(/\x1b\[[\d;:]*m/g, ''));
      // A colour-only chunk is indexed as the raw lines; another one as their plain texts.
      const text = lines.searchChunk(0)?.text.split('\n')[9];
      expect(text, JSON.stringify(line)).toBe(colourOnly ? line : strip(line));
    }
  });

  it("takes what the run summary found (noteColourOnly), still checking the lines' lengths", () => {
    const S = SEARCH_CHUNK_LINES;
    const lines = log(new Map([[S + 5, 'x'.repeat(20_000)]]), 3 * S + 5);
    const test = vi.spyOn(RegExp.prototype, 'test');
    lines.noteColourOnly(0, true);
    lines.noteColourOnly(1, true);
    lines.noteColourOnly(2, false);
    // The incomplete chunk 3 is not taken.
    lines.noteColourOnly(3, true);
    expect(test).not.toHaveBeenCalled();
    test.mockRestore();
    expect(lines.searchChunk(0)?.escapes).toBe(true);
    // Chunk 1 holds a line too long to index: searched line by line, whatever it was told.
    expect(lines.searchChunk(S)).toBeUndefined();
    // Chunk 2 was said to need more than colours removed: its plain texts.
    const line = lines.output(2 * S);
    expect(line).toContain('\u001b[');
    expect(lines.searchChunk(2 * S)?.text.split('\n')[0]).toBe(strip(line));
    // A decided chunk keeps its decision.
    lines.noteColourOnly(2, true);
    expect(lines.searchChunk(2 * S)?.escapes).toBeUndefined();
  });

  it('a query with a control character matches no line, raw text or not', () => {
    const lines = log(new Map(), SEARCH_CHUNK_LINES);
    lines.prepareSearch(() => false);
    const search = new LogSearch();
    search.setQuery('\u001b[32m');
    scanAll(search, lines);
    expect(search.count).toBe(0);
  });

  it('yields after a chunk when asked, and prepares a rewritten chunk again', () => {
    const S = SEARCH_CHUNK_LINES;
    const lines = log(new Map(), 3 * S);
    expect(lines.prepareSearch(() => true)).toBe(false);
    expect(lines.prepareSearch(() => true)).toBe(false);
    expect(lines.prepareSearch(() => true)).toBe(true);
    // A rewrite inside chunk 1 with a line that needs more than colours removed.
    lines.splice(S + 3, 1, [{ time: 't', output: 'back\rspace' }]);
    expect(lines.prepareSearch(() => false)).toBe(true);
    expect(lines.plain(S + 3)).toBe(strip('back\rspace'));
    expect(lines.searchChunk(S + 3)?.text.split('\n')[3]).toBe(strip('back\rspace'));
  });

  it('prepareSearchWhenIdle waits for the lines to be quiet, then prepares in idle slices', () => {
    vi.useFakeTimers();
    try {
      const steps: boolean[] = [];
      let left = 3;
      const source: SearchableLines = {
        length: 0,
        plain: () => '',
        prepareSearch: (shouldYield) => {
          steps.push(shouldYield());
          return --left === 0;
        },
      };
      let remaining = 10;
      const idle = vi.fn((task: (timeRemaining: () => number) => void) => {
        const timer = setTimeout(() => task(() => remaining), 1);
        return () => clearTimeout(timer);
      });
      const preparation = prepareSearchWhenIdle(source, { quietMs: 1000, idle });
      preparation.wake();
      vi.advanceTimersByTime(900);
      preparation.wake(); // new lines: the quiet period starts again
      vi.advanceTimersByTime(900);
      expect(steps).toEqual([]);
      vi.advanceTimersByTime(101);
      expect(steps).toEqual([false]);
      remaining = 1; // less than the reserve: yield
      vi.advanceTimersByTime(1);
      expect(steps).toEqual([false, true]);
      vi.advanceTimersByTime(10);
      expect(steps).toHaveLength(3);
      expect(idle).toHaveBeenCalledTimes(3);
      preparation.wake();
      preparation.cancel();
      vi.advanceTimersByTime(5000);
      expect(steps).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
