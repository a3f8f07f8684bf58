import { describe, expect, it } from 'vitest';
import {
  parseTargetKey,
  parseTaskQuery,
  recentTargets,
  targetKey,
  type PaletteTarget,
} from './paletteItems';

describe('palette targets', () => {
  it('round-trips every kind of key', () => {
    const targets: PaletteTarget[] = [
      { kind: 'project', projectId: 3 },
      { kind: 'screen', projectId: 3, screenId: 'templates' },
      { kind: 'template', projectId: 3, templateId: 7 },
      { kind: 'run', projectId: 3, templateId: 7 },
      { kind: 'task', projectId: 3, taskId: 1234 },
    ];
    expect(targets.map(targetKey)).toEqual([
      'project:3',
      'screen:3:templates',
      'template:3:7',
      'run:3:7',
      'task:3:1234',
    ]);
    expect(targets.map(targetKey).map(parseTargetKey)).toEqual(targets);
  });

  it('ignores damaged keys', () => {
    for (const key of ['', 'project:', 'project:0', 'task:3', 'screen:3:../x', 'tpl:3:7'])
      expect(parseTargetKey(key), key).toBeNull();
  });

  it('reads #1234 as a task id', () => {
    expect(parseTaskQuery('#1234')).toBe(1234);
    expect(parseTaskQuery('  # 42 ')).toBe(42);
    expect(parseTaskQuery('1234')).toBeNull();
    expect(parseTaskQuery('#0')).toBeNull();
    expect(parseTaskQuery('#12a')).toBeNull();
  });

  it('shows recent items that still exist, most recent first, and tasks of this project', () => {
    const recent = ['template:3:9', 'task:3:50', 'project:4', 'task:4:51', 'junk', 'screen:3:keys'];
    const offered = new Set(['project:4', 'screen:3:keys', 'template:3:7']);
    expect(recentTargets(recent, offered, 3).map(targetKey)).toEqual([
      'task:3:50',
      'project:4',
      'screen:3:keys',
    ]);
  });
});
