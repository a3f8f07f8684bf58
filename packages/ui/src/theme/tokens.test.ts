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

  it('log foreground and muted text are readable on the log background', () => {
    expect(contrast(tokens.log.foreground, tokens.log.background)).toBeGreaterThanOrEqual(7);
    expect(contrast(tokens.log.muted, tokens.log.background)).toBeGreaterThanOrEqual(4.5);
  });

  it('log text stays readable on match, current match, highlighted line and selection', () => {
    for (const bg of [
      tokens.log.match,
      tokens.log.matchCurrent,
      tokens.log.highlight,
      tokens.log.selection,
    ]) {
      expect(contrast(tokens.log.foreground, bg)).toBeGreaterThanOrEqual(4.5);
    }
    expect(tokens.log.matchCurrent).not.toBe(tokens.log.match);
  });

  it('body and muted text are readable on background, surface and hover', () => {
    for (const bg of [tokens.color.background, tokens.color.surface, tokens.color.surfaceMuted]) {
      expect(contrast(tokens.color.text, bg)).toBeGreaterThanOrEqual(7);
      expect(contrast(tokens.color.textMuted, bg)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(tokens.color.text, tokens.color.surfaceHover)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tokens.color.text, tokens.color.surfaceSelected)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tokens.color.link, tokens.color.surface)).toBeGreaterThanOrEqual(4.5);
  });

  it('button text is readable on primary and danger', () => {
    expect(contrast(tokens.color.onPrimary, tokens.color.primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tokens.color.onPrimary, tokens.color.primaryHover)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tokens.color.onDanger, tokens.color.danger)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tokens.color.onDanger, tokens.color.dangerHover)).toBeGreaterThanOrEqual(4.5);
  });

  it('the focus ring (also the highlight of menu items and options) has 3:1 on surfaces and the highlight tint', () => {
    for (const bg of [
      tokens.color.surface,
      tokens.color.surfaceSelected,
      tokens.color.background,
    ]) {
      expect(contrast(tokens.color.focusRing, bg)).toBeGreaterThanOrEqual(3);
    }
  });

  it('control borders have 3:1 non-text contrast on the surface', () => {
    expect(contrast(tokens.color.borderStrong, tokens.color.surface)).toBeGreaterThanOrEqual(3);
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
