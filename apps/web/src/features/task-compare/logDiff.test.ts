import { describe, expect, it } from 'vitest';
import { diffLogs, normalizeLine } from './logDiff';

describe('normalizeLine', () => {
  it.each([
    ['\x1b[0;32mok: [web-1]\x1b[0m', 'ok: [web-1]'],
    ['started at 2026-11-23T10:00:01.123Z done', 'started at <time> done'],
    [
      'Tuesday 23 November 2026  10:00:01 +0000 (0:00:01.234)',
      'Tuesday 23 November 2026  <time> +0000 (<time>)',
    ],
    [
      'aws_security_group.web: Modifications complete after 1s',
      'aws_security_group.web: Modifications complete after <duration>',
    ],
    ['Task #4711 started', 'task #<id> started'],
  ])('%j', (input, expected) => {
    expect(normalizeLine(input)).toBe(expected);
  });

  it('replaces the compared tasks’ own ids', () => {
    expect(normalizeLine('artifact-41.tar.gz from run 41 (not 410)', [41])).toBe(
      'artifact-<id>.tar.gz from run <id> (not 410)',
    );
  });
});

describe('diffLogs', () => {
  it('finds nothing between runs that differ only in times and ids', () => {
    const a = ['task 1 at 10:00:00', 'ok: [a]', 'done in 2s'];
    const b = ['task 2 at 11:30:00', 'ok: [a]', 'done in 5s'];
    expect(diffLogs(a, b, [1, 2])).toEqual([{ kind: 'same', a: 0, b: 0, count: 3 }]);
  });

  it('gives the changed lines between a common start and end', () => {
    const a = ['x', 'ok: [a]', 'ok: [b]', 'y', 'end'];
    const b = ['x', 'ok: [a]', 'fatal: [b]', 'y', 'z', 'end'];
    expect(diffLogs(a, b)).toEqual([
      { kind: 'same', a: 0, b: 0, count: 2 },
      { kind: 'removed', a: 2, count: 1 },
      { kind: 'added', b: 2, count: 1 },
      { kind: 'same', a: 3, b: 3, count: 1 },
      { kind: 'added', b: 4, count: 1 },
      { kind: 'same', a: 4, b: 5, count: 1 },
    ]);
  });

  it('handles empty logs and a log that is a prefix of the other', () => {
    expect(diffLogs([], [])).toEqual([]);
    expect(diffLogs([], ['a'])).toEqual([{ kind: 'added', b: 0, count: 1 }]);
    expect(diffLogs(['a', 'b'], ['a'])).toEqual([
      { kind: 'same', a: 0, b: 0, count: 1 },
      { kind: 'removed', a: 1, count: 1 },
    ]);
  });

  it('diffs 100,000-line logs with a few differences', () => {
    const a = Array.from({ length: 100_000 }, (_, i) => `line ${i} value=${(i * 7919) % 1000}`);
    const b = a.slice();
    b[500] = 'changed';
    b.splice(80_000, 0, 'inserted');
    const hunks = diffLogs(a, b);
    expect(hunks.filter((h) => h.kind !== 'same')).toEqual([
      { kind: 'removed', a: 500, count: 1 },
      { kind: 'added', b: 500, count: 1 },
      { kind: 'added', b: 80_000, count: 1 },
    ]);
  });
});
