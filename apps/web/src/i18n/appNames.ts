/**
 * How apps (the tools a template runs, API §5.18) are named and drawn. The server sends `title`,
 * `icon` and `color` as `''` unless an admin set them (API §13.2 #19); the console then uses the
 * built-in name and colour of the app id, as the existing UI does. Product names are not
 * translated.
 */

/** Built-in display names by app id (spec core §1: Ansible, Terraform, OpenTofu, …). */
export const APP_DISPLAY_NAMES: Readonly<Record<string, string>> = Object.freeze({
  ansible: 'Ansible',
  terraform: 'Terraform',
  tofu: 'OpenTofu',
  bash: 'Bash',
  powershell: 'PowerShell',
  python: 'Python',
  pulumi: 'Pulumi',
});

/**
 * Built-in colours by app id (CSS colours; data about the product, not theme colours), used when
 * the server's `color` is empty.
 */
export const APP_DEFAULT_COLORS: Readonly<Record<string, string>> = Object.freeze({
  ansible: '#cc0000',
  terraform: '#7b42bc',
  tofu: '#d6a700',
  bash: '#4eaa25',
  powershell: '#2671be',
  python: '#3776ab',
  pulumi: '#8a3391',
});

/**
 * The apps every server has (API §6.17.3: guaranteed at start-up, reappear after a restart); they
 * cannot be deleted (spec resources §6). `pulumi` is not one of them.
 */
export const DEFAULT_APP_IDS: readonly string[] = Object.freeze([
  'ansible',
  'terraform',
  'tofu',
  'bash',
  'powershell',
  'python',
]);

/** What {@link appDisplayName} reads: an app of `GET /api/apps`, or only an id. */
export interface AppLike {
  /** App id (`ansible`, …); absent in `GET /api/apps/{id}` answers. */
  id?: string;
  /** Configured title, `''` when not set. */
  title?: string;
}

/**
 * The name of an app as the console shows it: the configured title, else the built-in name of
 * its id (Ansible, Terraform, OpenTofu, Bash, PowerShell, Python, Pulumi), else the id itself.
 *
 * @param app - an app, or an app id (e.g. a template's `app`).
 */
export function appDisplayName(app: AppLike | string): string {
  const { id = '', title = '' } = typeof app === 'string' ? { id: app } : app;
  return title.trim() || APP_DISPLAY_NAMES[id] || id;
}

/** The colour of an app: its configured `color`, else the built-in one of its id, else `undefined`. */
export function appColor(app: { id?: string; color?: string }): string | undefined {
  return app.color?.trim() || APP_DEFAULT_COLORS[app.id ?? ''] || undefined;
}
