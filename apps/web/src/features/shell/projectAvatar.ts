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

/** The avatar colour of the project at `index` (0-based) in the list: red, blue, orange, green, … */
export function projectAvatarColor(index: number): AvatarColor {
  return (
    AVATAR_COLORS[((index % AVATAR_COLORS.length) + AVATAR_COLORS.length) % AVATAR_COLORS.length] ??
    'red'
  );
}
