/** Avatar colours of the project selector, in the order they cycle (spec core §2). */
export const AVATAR_COLORS = ['red', 'blue', 'orange', 'green'] as const;

/** One avatar colour name (a key of the ui theme's `avatar` colours). */
export type AvatarColor = (typeof AVATAR_COLORS)[number];

/**
 * Initials of a project name (spec core §2): the first letters of the first two words, or the
 * first two letters of a one-word name; upper-cased. An empty name gives `'?'`.
 */
export function projectInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const chars = (w: string) => Array.from(w);
  const initials =
    words.length >= 2
      ? (chars(words[0] ?? '')[0] ?? '') + (chars(words[1] ?? '')[0] ?? '')
      : chars(words[0] ?? '')
          .slice(0, 2)
          .join('');
  return initials.toUpperCase();
}

/**
 * The avatar colour of a project (spec core §2: colours cycle red, blue, orange, green), derived
 * from the project's id so it never moves when projects are added, removed or renamed: projects 1,
 * 2, 3, 4, 5 are red, blue, orange, green, red.
 *
 * @param projectId - the project's id (`Project.id`, API §5.2).
 */
export function projectAvatarColor(projectId: number): AvatarColor {
  const n = AVATAR_COLORS.length;
  return AVATAR_COLORS[(((projectId - 1) % n) + n) % n] ?? 'red';
}
