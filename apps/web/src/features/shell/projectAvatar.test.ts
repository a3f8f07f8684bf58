import { describe, expect, it } from 'vitest';
import { projectAvatarColor, projectInitials } from './projectAvatar';

describe('project avatar (spec core §2)', () => {
  it.each([
    ['Web Platform', 'WP'],
    ['data pipelines team', 'DP'],
    ['Infrastructure', 'IN'],
    ['  x  ', 'X'],
    ['', '?'],
    ['日本 プロジェクト', '日プ'],
  ])('%j → %s', (name, initials) => {
    expect(projectInitials(name)).toBe(initials);
  });

  it('cycles red, blue, orange, green', () => {
    expect([0, 1, 2, 3, 4, 5].map(projectAvatarColor)).toEqual([
      'red',
      'blue',
      'orange',
      'green',
      'red',
      'blue',
    ]);
  });
});
