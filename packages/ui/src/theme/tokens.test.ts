import { describe, expect, it } from 'vitest';
import { ansiColorNames, darkTokens, lightTokens, type ThemeTokens } from './tokens';

// WCAG 2.x relative luminance and contrast ratio of two #rrggbb colours.
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((h) => {
    const c = parseInt(h, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const themes: [string, ThemeTokens][] = [
  ['light', lightTokens],
  ['dark', darkTokens],
];

/** A token by its dotted path, e.g. `log.background`. */
function token(tokens: ThemeTokens, path: string): string {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tokens) as string;
}

/**
 * Text and control colours and the backgrounds they must stay readable on, with the WCAG ratio:
 * 7:1 for body text, 4.5:1 (AA) for other text, 3:1 for non-text (focus ring, control borders).
 * The focus ring is also the highlight of menu items and options.
 */
const readable: [foreground: string, background: string, ratio: number][] = [
  ['log.foreground', 'log.background', 7],
  ['log.muted', 'log.background', 4.5],
  ['log.foreground', 'log.match', 4.5],
  ['log.foreground', 'log.matchCurrent', 4.5],
  ['log.foreground', 'log.highlight', 4.5],
  ['log.foreground', 'log.selection', 4.5],
  ['color.text', 'color.background', 7],
  ['color.text', 'color.surface', 7],
  ['color.text', 'color.surfaceMuted', 7],
  ['color.textMuted', 'color.background', 4.5],
  ['color.textMuted', 'color.surface', 4.5],
  ['color.textMuted', 'color.surfaceMuted', 4.5],
  ['color.text', 'color.surfaceHover', 4.5],
  ['color.text', 'color.surfaceSelected', 4.5],
  ['color.link', 'color.surface', 4.5],
  ['color.onPrimary', 'color.primary', 4.5],
  ['color.onPrimary', 'color.primaryHover', 4.5],
  ['color.onDanger', 'color.danger', 4.5],
  ['color.onDanger', 'color.dangerHover', 4.5],
  ['color.focusRing', 'color.surface', 3],
  ['color.focusRing', 'color.surfaceSelected', 3],
  ['color.focusRing', 'color.background', 3],
  ['color.borderStrong', 'color.surface', 3],
];

describe('contrast helper', () => {
  it('gives the WCAG reference figures', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});

describe.each(themes)('%s theme', (_name, tokens) => {
  it.each(ansiColorNames)('ANSI %s is readable (AA, 4.5:1) on the log background', (color) => {
    expect(contrast(tokens.log.ansi[color], tokens.log.background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(readable)('%s on %s has at least %s:1', (foreground, background, ratio) => {
    expect(contrast(token(tokens, foreground), token(tokens, background))).toBeGreaterThanOrEqual(
      ratio,
    );
  });

  it('the current match is told apart from the other matches', () => {
    expect(tokens.log.matchCurrent).not.toBe(tokens.log.match);
  });

  it.each(['success', 'error', 'warning', 'info', 'pending', 'neutral'] as const)(
    '%s tone: text on its surface and the solid colour on the page surface are readable',
    (tone) => {
      expect(contrast(tokens.tone[tone].text, tokens.tone[tone].surface)).toBeGreaterThanOrEqual(
        4.5,
      );
      expect(contrast(tokens.tone[tone].solid, tokens.color.surface)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('avatar initials are readable on every avatar colour', () => {
    for (const color of ['red', 'blue', 'orange', 'green', 'purple', 'gray'] as const) {
      expect(contrast(tokens.avatar.text, tokens.avatar[color])).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('the two themes', () => {
  it('share one shape (every token exists in both)', () => {
    const keys = (o: object, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === 'object' && v !== null
          ? keys(v as object, `${prefix}${k}.`)
          : [`${prefix}${k}`],
      );
    expect(keys(darkTokens).sort()).toEqual(keys(lightTokens).sort());
  });

  it('keep the spec sizes: dialog 400 px, drawer 260 px', () => {
    expect(lightTokens.size.dialog).toBe('400px');
    expect(lightTokens.size.drawer).toBe('260px');
  });
});
