/**
 * What the command palette offers and remembers: its targets, their keys (stored as the recent
 * items through the preferences module), and the `#1234` task query.
 */

/** Something the palette goes to or does. */
export type PaletteTarget =
  | { kind: 'project'; projectId: number }
  | { kind: 'screen'; projectId: number; screenId: string }
  | { kind: 'template'; projectId: number; templateId: number }
  | { kind: 'run'; projectId: number; templateId: number }
  | { kind: 'task'; projectId: number; taskId: number };

/**
 * The stable key of a target: `project:3`, `screen:3:templates`, `template:3:7`, `run:3:7`,
 * `task:3:1234`. Used as the palette item's value and as the remembered recent item.
 */
export function targetKey(target: PaletteTarget): string {
  switch (target.kind) {
    case 'project':
      return `project:${target.projectId}`;
    case 'screen':
      return `screen:${target.projectId}:${target.screenId}`;
    case 'template':
    case 'run':
      return `${target.kind}:${target.projectId}:${target.templateId}`;
    case 'task':
      return `task:${target.projectId}:${target.taskId}`;
  }
}

const ID = '([1-9]\\d{0,9})';
const KEY_PATTERNS: [RegExp, (m: RegExpExecArray) => PaletteTarget][] = [
  [new RegExp(`^project:${ID}$`), (m) => ({ kind: 'project', projectId: Number(m[1]) })],
  [
    new RegExp(`^screen:${ID}:([a-z]+)$`),
    (m) => ({ kind: 'screen', projectId: Number(m[1]), screenId: String(m[2]) }),
  ],
  [
    new RegExp(`^(template|run):${ID}:${ID}$`),
    (m) => ({
      kind: m[1] === 'run' ? 'run' : 'template',
      projectId: Number(m[2]),
      templateId: Number(m[3]),
    }),
  ],
  [
    new RegExp(`^task:${ID}:${ID}$`),
    (m) => ({ kind: 'task', projectId: Number(m[1]), taskId: Number(m[2]) }),
  ],
];

/** The target of a key written by {@link targetKey}; `null` for anything else. */
export function parseTargetKey(key: string): PaletteTarget | null {
  for (const [pattern, build] of KEY_PATTERNS) {
    const match = pattern.exec(key);
    if (match) return build(match);
  }
  return null;
}

/**
 * The task id a palette query asks for: `#1234` (spaces around allowed) gives 1234; anything
 * else `null`.
 */
export function parseTaskQuery(query: string): number | null {
  const match = /^\s*#\s*([1-9]\d{0,9})\s*$/.exec(query);
  return match ? Number(match[1]) : null;
}

/**
 * The recent items to show first: the remembered keys (most recent first) whose target the
 * palette still offers (`offered` holds the keys of its items), plus remembered tasks of
 * `projectId`, which need no list to exist.
 */
export function recentTargets(
  keys: readonly string[],
  offered: ReadonlySet<string>,
  projectId: number | null,
): PaletteTarget[] {
  const out: PaletteTarget[] = [];
  for (const key of keys) {
    const target = parseTargetKey(key);
    if (!target) continue;
    if (offered.has(key) || (target.kind === 'task' && target.projectId === projectId))
      out.push(target);
  }
  return out;
}
