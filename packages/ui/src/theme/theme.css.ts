import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkTokens, lightTokens } from './tokens';

export { vars };

/** Class name of the light theme; the app puts it (or {@link darkTheme}) on `<html>`. */
export const lightTheme = createTheme(vars, lightTokens, 'light');

/** Class name of the dark theme; the app puts it (or {@link lightTheme}) on `<html>`. */
export const darkTheme = createTheme(vars, darkTokens, 'dark');

globalStyle(`.${lightTheme}`, { colorScheme: 'light' });
globalStyle(`.${darkTheme}`, { colorScheme: 'dark' });
