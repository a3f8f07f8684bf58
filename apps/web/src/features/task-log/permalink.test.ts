import { describe, expect, it } from 'vitest';
import { formatLinePermalink, parseLinePermalink } from './permalink';

describe('line permalinks', () => {
  it.each([
    ['#L123', 123],
    ['L7', 7],
    ['#L1', 1],
  ])('%s points at line %i', (hash, line) => {
    expect(parseLinePermalink(hash)).toBe(line);
  });

  it.each(['', '#', '#L', '#L0', '#L-3', '#Lx', '#L12a', '#foo', '#L01'])(
    '%j is no permalink',
    (hash) => {
      expect(parseLinePermalink(hash)).toBeUndefined();
    },
  );

  it('formats the hash it parses', () => {
    expect(formatLinePermalink(42)).toBe('#L42');
    expect(parseLinePermalink(formatLinePermalink(99_999))).toBe(99_999);
  });
});
