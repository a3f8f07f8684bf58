/**
 * The theme contract alone, apart from the themes (theme.css.ts): the page's start-up code loads
 * the theme class names without this object of CSS variable references, which only components
 * that set styles at run time read.
 */
import { createThemeContract } from '@vanilla-extract/css';
import { lightTokens, type ThemeTokens } from './tokens';

type Contract<T> = { [K in keyof T]: T[K] extends string ? null : Contract<T[K]> };

function toContract<T extends object>(tokens: T): Contract<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tokens)) {
    out[key] = typeof value === 'string' ? null : toContract(value as object);
  }
  return out as Contract<T>;
}

/**
 * The theme contract: CSS variable references for every token of {@link ThemeTokens}
 * (`vars.color.text`, `vars.space.md`, `vars.log.ansi.brightRed`, …). Use them in the app's
 * own `.css.ts` files; their values come from whichever theme class is on an ancestor.
 */
export const vars = createThemeContract(toContract<ThemeTokens>(lightTokens));
