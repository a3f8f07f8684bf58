/**
 * Raw design tokens of the Semaphore Console themes.
 *
 * The values here are the single source of the theme contract (`vars`, see `contract.css.ts`):
 * components never use a literal colour, size or font, they read `vars.*`. Colours are
 * 6-digit hex (`#rrggbb`) unless they need transparency (overlay, shadows), so that contrast
 * can be computed from them in tests.
 *
 * Contrast: text colours meet WCAG AA (4.5:1) against the surfaces they sit on, and all 16
 * ANSI colours plus the log foreground meet AA against the log background, in both themes
 * (checked by `tokens.test.ts`).
 */

/** The 16 ANSI terminal colours, named as in SGR codes 30–37 (normal) and 90–97 (bright). */
export interface AnsiPalette {
  black: string;
  red: string;
  green: string;
  yellow: string;
  blue: string;
  magenta: string;
  cyan: string;
  white: string;
  brightBlack: string;
  brightRed: string;
  brightGreen: string;
  brightYellow: string;
  brightBlue: string;
  brightMagenta: string;
  brightCyan: string;
  brightWhite: string;
}

/** Names of the ANSI palette in SGR order: index 0–7 normal, 8–15 bright. */
export const ansiColorNames = [
  'black',
  'red',
  'green',
  'yellow',
  'blue',
  'magenta',
  'cyan',
  'white',
  'brightBlack',
  'brightRed',
  'brightGreen',
  'brightYellow',
  'brightBlue',
  'brightMagenta',
  'brightCyan',
  'brightWhite',
] as const satisfies readonly (keyof AnsiPalette)[];

/** Colour set for one tone (status or alert): a strong colour, a tinted surface and text on it. */
export interface ToneColors {
  /** Strong colour: icons, borders, status dots; readable (AA) on `surface` of the theme. */
  solid: string;
  /** Tinted background of an alert or badge of this tone. */
  surface: string;
  /** Text colour on `surface` (AA). */
  text: string;
}

/** Shape of one theme: every value a component may use. */
export interface ThemeTokens {
  color: {
    /** Page background. */
    background: string;
    /** Cards, tables, drawer, dialogs. */
    surface: string;
    /** Slightly darker/lighter than `surface`: table headers, code blocks. */
    surfaceMuted: string;
    /** Hover background of rows, menu items and ghost buttons. */
    surfaceHover: string;
    /** Selected row / menu item / active navigation entry. */
    surfaceSelected: string;
    /** Hairlines between rows and around cards. */
    border: string;
    /** Borders of inputs and controls (3:1 non-text contrast against `surface`). */
    borderStrong: string;
    /** Body text. */
    text: string;
    /** Secondary text: hints, captions, table headers. */
    textMuted: string;
    /** Text on dark-on-light inversions (tooltips). */
    textInverse: string;
    /** Links. */
    link: string;
    /** Primary action background. */
    primary: string;
    /** Primary action background when hovered. */
    primaryHover: string;
    /** Text and icons on `primary`. */
    onPrimary: string;
    /** Destructive action background. */
    danger: string;
    /** Destructive action background when hovered. */
    dangerHover: string;
    /** Text and icons on `danger`. */
    onDanger: string;
    /** Keyboard focus outline. */
    focusRing: string;
    /** Backdrop behind dialogs and the mobile drawer. */
    overlay: string;
    /** Disabled control text. */
    disabled: string;
  };
  /** Alert and badge tones; `success`, `error` and `pending` double as task status colours. */
  tone: {
    success: ToneColors;
    error: ToneColors;
    warning: ToneColors;
    info: ToneColors;
    pending: ToneColors;
    neutral: ToneColors;
  };
  /** Avatar backgrounds (white initials on them, AA). The project selector cycles red, blue, orange, green. */
  avatar: {
    red: string;
    blue: string;
    orange: string;
    green: string;
    purple: string;
    gray: string;
    text: string;
  };
  /** Task log viewer: its foreground/background, selection and the ANSI palette. */
  log: {
    /** Default log text. */
    foreground: string;
    /** Log area background. */
    background: string;
    /** Time and line-number columns. */
    muted: string;
    /** Selected text. */
    selection: string;
    /** Background of a search match. */
    match: string;
    /** Background of the current search match (distinct from `match`). */
    matchCurrent: string;
    /** Background of the permalinked (highlighted) line. */
    highlight: string;
    /** The 16 ANSI colours; palette index → key via `ansiColorNames`. */
    ansi: AnsiPalette;
  };
  /** Spacing scale (CSS lengths). */
  space: {
    none: string;
    xxs: string;
    xs: string;
    sm: string;
    md: string;
    lg: string;
    xl: string;
    xxl: string;
  };
  /** Corner radii. */
  radius: { sm: string; md: string; lg: string; full: string };
  /** Font stacks. */
  font: { body: string; mono: string };
  /** Font sizes. */
  fontSize: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  /** Font weights. */
  fontWeight: { regular: string; medium: string; bold: string };
  /** Line heights. */
  lineHeight: { tight: string; normal: string };
  /** Box shadows for raised surfaces. */
  shadow: { sm: string; md: string; lg: string };
  /** Stacking order of layers. */
  zIndex: {
    sticky: string;
    drawer: string;
    overlay: string;
    dialog: string;
    menu: string;
    toast: string;
    tooltip: string;
  };
  /** Fixed component sizes from the spec (console-core, constants). */
  size: {
    /** Default dialog width: 400 px. */
    dialog: string;
    /** Navigation drawer width: 260 px. */
    drawer: string;
    /** Height of buttons and single-line inputs. */
    control: string;
    /** Height of small buttons. */
    controlSmall: string;
    /** Icon size inside controls. */
    icon: string;
    /** Default avatar size. */
    avatar: string;
    /** Checkbox box size. */
    checkbox: string;
    /** Checkbox tick size. */
    checkboxMark: string;
    /** Switch track width. */
    switchWidth: string;
    /** Switch track height. */
    switchHeight: string;
    /** Switch thumb diameter. */
    switchThumb: string;
    /** Minimum width of menus and select lists. */
    menuMinWidth: string;
    /** Maximum width of a snackbar. */
    snackbarMaxWidth: string;
    /** Comfortable line length of running text (empty states). */
    textMeasure: string;
    /** Minimum table cell width on narrow screens (≤ 600 px), so cells do not wrap every word. */
    tableCellMinNarrow: string;
  };
  /** Border and outline widths. */
  borderWidth: {
    /** Hairlines, input borders. */
    thin: string;
    /** Focus outlines, active tab underline, spinner ring. */
    thick: string;
    /** Coloured left edge of alerts and snackbars. */
    accent: string;
  };
  /** Opacity of disabled controls. */
  opacity: { disabled: string };
  /** Transition and animation durations. */
  duration: {
    fast: string;
    normal: string;
    /** One turn of the spinner. */
    spin: string;
    /** One sweep of the indeterminate bar. */
    sweep: string;
  };
}

type Shared = Pick<
  ThemeTokens,
  | 'space'
  | 'radius'
  | 'font'
  | 'fontSize'
  | 'fontWeight'
  | 'lineHeight'
  | 'zIndex'
  | 'size'
  | 'duration'
  | 'borderWidth'
  | 'opacity'
  | 'avatar'
>;

const shared: Shared = {
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
  },
  radius: { sm: '4px', md: '6px', lg: '10px', full: '9999px' },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', 'DejaVu Sans Mono', monospace",
  },
  fontSize: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '24px' },
  fontWeight: { regular: '400', medium: '500', bold: '600' },
  lineHeight: { tight: '1.25', normal: '1.5' },
  zIndex: {
    sticky: '10',
    drawer: '100',
    overlay: '200',
    dialog: '210',
    menu: '300',
    toast: '400',
    tooltip: '500',
  },
  size: {
    dialog: '400px',
    drawer: '260px',
    control: '36px',
    controlSmall: '28px',
    icon: '16px',
    avatar: '32px',
    checkbox: '18px',
    checkboxMark: '14px',
    switchWidth: '36px',
    switchHeight: '20px',
    switchThumb: '14px',
    menuMinWidth: '180px',
    snackbarMaxWidth: '480px',
    textMeasure: '48ch',
    tableCellMinNarrow: '14ch',
  },
  borderWidth: { thin: '1px', thick: '2px', accent: '4px' },
  opacity: { disabled: '0.55' },
  duration: { fast: '120ms', normal: '200ms', spin: '800ms', sweep: '1200ms' },
  // The same avatar colours in both themes: white initials on each of them pass AA.
  avatar: {
    red: '#c62828',
    blue: '#1565c0',
    orange: '#b54708',
    green: '#2e7d32',
    purple: '#6a3fb5',
    gray: '#555e6e',
    text: '#ffffff',
  },
};

/** Light theme values. */
export const lightTokens: ThemeTokens = {
  ...shared,
  color: {
    background: '#f6f7f9',
    surface: '#ffffff',
    surfaceMuted: '#f0f2f5',
    surfaceHover: '#eef1f5',
    surfaceSelected: '#e6effb',
    border: '#e1e4ea',
    borderStrong: '#8a94a6',
    text: '#1d2330',
    textMuted: '#555e6e',
    textInverse: '#ffffff',
    link: '#1a56b0',
    primary: '#1f5fbf',
    primaryHover: '#174a96',
    onPrimary: '#ffffff',
    danger: '#b42318',
    dangerHover: '#912018',
    onDanger: '#ffffff',
    focusRing: '#2e6bd6',
    overlay: 'rgba(16, 24, 40, 0.5)',
    disabled: '#8a919c',
  },
  tone: {
    success: { solid: '#1a7f37', surface: '#e7f6ec', text: '#135c28' },
    error: { solid: '#b42318', surface: '#fdecea', text: '#8f1d13' },
    warning: { solid: '#b54708', surface: '#fef4e6', text: '#7a2e0e' },
    info: { solid: '#1f5fbf', surface: '#e6effb', text: '#163f80' },
    pending: { solid: '#8a5a00', surface: '#fff6dd', text: '#6b4500' },
    neutral: { solid: '#555e6e', surface: '#eef0f3', text: '#343b48' },
  },
  log: {
    foreground: '#1f2328',
    background: '#fbfbfc',
    muted: '#57606a',
    selection: '#cfe0fa',
    match: '#fff1a8',
    matchCurrent: '#ffc94d',
    highlight: '#e3edfc',
    ansi: {
      black: '#24292f',
      red: '#b3261e',
      green: '#116329',
      yellow: '#7d5a00',
      blue: '#0550ae',
      magenta: '#8250df',
      cyan: '#0b6b7a',
      white: '#5f6670',
      brightBlack: '#57606a',
      brightRed: '#a40e26',
      brightGreen: '#1a7f37',
      brightYellow: '#6e4c00',
      brightBlue: '#0969da',
      brightMagenta: '#a626a4',
      brightCyan: '#0a7480',
      brightWhite: '#424a53',
    },
  },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
    md: '0 4px 12px rgba(16, 24, 40, 0.12)',
    lg: '0 12px 32px rgba(16, 24, 40, 0.2)',
  },
};

/** Dark theme values. */
export const darkTokens: ThemeTokens = {
  ...shared,
  color: {
    background: '#111318',
    surface: '#1a1d24',
    surfaceMuted: '#22262e',
    surfaceHover: '#2a2f38',
    surfaceSelected: '#1f3350',
    border: '#343a46',
    borderStrong: '#6b7485',
    text: '#e6e8ec',
    textMuted: '#a3aab8',
    textInverse: '#111318',
    link: '#8ab4f8',
    primary: '#8ab4f8',
    primaryHover: '#a8c7fa',
    onPrimary: '#0d1b33',
    danger: '#f28b82',
    dangerHover: '#f6aea9',
    onDanger: '#3b0a06',
    focusRing: '#8ab4f8',
    overlay: 'rgba(0, 0, 0, 0.6)',
    disabled: '#6f7683',
  },
  tone: {
    success: { solid: '#6fd08c', surface: '#16301f', text: '#a6e9b8' },
    error: { solid: '#f28b82', surface: '#3a1a17', text: '#ffb4ab' },
    warning: { solid: '#f5b76a', surface: '#3a2a12', text: '#ffd59e' },
    info: { solid: '#8ab4f8', surface: '#172a45', text: '#b8d3fb' },
    pending: { solid: '#e3c15a', surface: '#33290f', text: '#f0d98c' },
    neutral: { solid: '#a3aab8', surface: '#2a2f38', text: '#d5d9e0' },
  },
  log: {
    foreground: '#e6edf3',
    background: '#0d1117',
    muted: '#9ea7b3',
    selection: '#264f78',
    match: '#4d3f00',
    matchCurrent: '#7a5c00',
    highlight: '#1c2b44',
    ansi: {
      black: '#8b949e',
      red: '#ff7b72',
      green: '#3fb950',
      yellow: '#d29922',
      blue: '#58a6ff',
      magenta: '#bc8cff',
      cyan: '#39c5cf',
      white: '#c9d1d9',
      brightBlack: '#9ea7b3',
      brightRed: '#ffa198',
      brightGreen: '#56d364',
      brightYellow: '#e3b341',
      brightBlue: '#79c0ff',
      brightMagenta: '#d2a8ff',
      brightCyan: '#56d4dd',
      brightWhite: '#f0f6fc',
    },
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.5)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
};
