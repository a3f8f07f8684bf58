import { describe, expect, it } from 'vitest';
import { createSearchIndex, searchIndex } from './paletteSearch';

const names = ['Build API', 'Deploy Payments', 'Run deploy checks', 'Predeploy lint', 'Ping Site'];
const index = createSearchIndex(names, (name) => [name]);

describe('palette search', () => {
  it('keeps every row for an empty query, at most the limit', () => {
    expect(searchIndex(index, '  ', 3)).toEqual({ shown: names.slice(0, 3), total: 5 });
  });

  it('matches every term, case-insensitively, the text starting with the query first', () => {
    expect(searchIndex(index, 'DEPLOY', 10)).toEqual({
      shown: ['Deploy Payments', 'Run deploy checks', 'Predeploy lint'],
      total: 3,
    });
    expect(searchIndex(index, 'ping site', 10).shown).toEqual(['Ping Site']);
    expect(searchIndex(index, 'site ping', 10).shown).toEqual(['Ping Site']);
    expect(searchIndex(index, 'ping payments', 10).total).toBe(0);
  });

  it('searches the keywords too, and counts the matches beyond the limit', () => {
    const runs = createSearchIndex(names, (name) => [`Run ${name}`, name]);
    expect(searchIndex(runs, 'run ping', 10).shown).toEqual(['Ping Site']);
    // Every name holds a "p"; in "Payments" and "Predeploy" it starts a word, so they come first.
    expect(searchIndex(runs, 'p', 2)).toEqual({
      shown: ['Deploy Payments', 'Predeploy lint'],
      total: 5,
    });
  });

  it('searches 10,000 rows without building anything per keystroke', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => `Template ${i} deploy`);
    const big = createSearchIndex(many, (name) => [name]);
    const { shown, total } = searchIndex(big, 'template 99', 20);
    // Every number with "99" in it matches; those whose text starts "template 99" come first.
    expect(total).toBe(280);
    expect(shown[0]).toBe('Template 99 deploy');
    expect(shown.every((name) => name.startsWith('Template 99'))).toBe(true);
    expect(shown).toHaveLength(20);
  });
});
