/**
 * Every validation message of the console, as a translatable descriptor: a stable `id` and its
 * English default `message` (the lingui `MessageDescriptor` shape; placeholders are ICU
 * `{name}` arguments).
 *
 * Source: spec core §5, spec resources §5 and §4 (extra variables table), spec resources §8.
 */

/**
 * A translatable message: the lingui `MessageDescriptor` shape without values.
 * `i18n._({ ...descriptor, values })` translates it.
 */
export interface ValidationMessage {
  /** Stable catalog id, `validation.<key>`. */
  readonly id: string;
  /** English default text; may hold ICU placeholders such as `{title}`. */
  readonly message: string;
}

const texts = {
  // sign-in, users (core §5, resources §5)
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  // project (core §5)
  projectNameRequired: 'Project name is required',
  backupFileRequired: 'Backup file is required',
  // number rules (core §5, resources §5)
  mustBeInteger: 'Must be an integer',
  mustBeZeroOrGreater: 'Must be 0 or greater',
  // schedule (core §5)
  templateRequired: 'Template is required',
  cronRequired: 'Cron is required',
  // task form (core §5)
  buildVersionRequired: 'Build version is required',
  surveyValueRequired: '{title} is required',
  surveyValueInteger: '{title} must be an integer',
  surveyValueChoice: '{title} must be one of the offered values',
  // template (core §5)
  startVersionRequired: 'Start version is required',
  buildTemplateRequired: 'Build template is required',
  playbookRequired: 'Playbook filename is required',
  inventoryRequired: 'Inventory is required',
  repositoryRequired: 'Repository is required',
  environmentRequired: 'Environment is required',
  argumentsJsonArray: 'Arguments must be a JSON array',
  argumentRequired: 'Argument is required',
  // survey variable (core §5)
  titleRequired: 'Title is required',
  enumNeedsValues: 'Enumeration must have values.',
  enumUniqueNames: 'Enumeration values must have unique names.',
  enumValueNameEmpty: 'Value name cannot be empty.',
  // vaults (core §5, resources §5)
  vaultOneDefault: 'Only one vault may have the default (empty) name',
  vaultUniqueNames: 'Vault names must be unique',
  vaultTypeRequired: 'Vault type is required',
  vaultPasswordRequired: 'vault password is required',
  vaultScriptRequired: 'script path is required',
  vaultScriptSuffix: "script path must end with '-client' and an extension",
  // inventory (resources §5)
  userCredentialsRequired: 'User credentials are required',
  typeRequired: 'Type is required',
  inventoryPathRequired: 'Path to inventory file is required',
  workspaceNameRequired: 'Workspace name is required',
  // environment (resources §5)
  extraVariablesJson: 'Extra variables must be valid JSON',
  environmentVariablesJson: 'Environment variables must be valid JSON',
  notTable: "Can't be displayed as table.",
  // key (resources §5)
  privateKeyRequired: 'Private key is required',
  // repository (resources §5)
  urlRequired: 'URL or path is required',
  incorrectUrl: 'incorrect URL',
  branchRequired: 'Branch is required',
  accessKeyRequired: 'Access key is required',
  // team (resources §5)
  userRequired: 'User is required',
  roleRequired: 'Role is required',
  // extract value and matcher (resources §5)
  valueSourceRequired: 'Value Source is required',
  bodyDataTypeRequired: 'Body Data Type is required',
  keyRequired: 'Key is required',
  variableRequired: 'Variable is required',
  matchSourceRequired: 'Match source is required',
  bodyDataFormatRequired: 'Body Data Format is required',
  comparisonMethodRequired: 'Comparison Method is required',
  valueRequired: 'Value is required',
  // app (resources §5)
  appIdRequired: 'ID is required',
  // any other problem (a value of the wrong type that no form produces)
  invalidValue: 'Invalid value',
} as const;

/** The key of one message in {@link validationMessages}. */
export type ValidationMessageKey = keyof typeof texts;

function describe(): Readonly<Record<ValidationMessageKey, ValidationMessage>> {
  const out = {} as Record<ValidationMessageKey, ValidationMessage>;
  for (const key of Object.keys(texts) as ValidationMessageKey[]) {
    out[key] = Object.freeze({ id: `validation.${key}`, message: texts[key] });
  }
  return Object.freeze(out);
}

/**
 * Every validation message, keyed by name: `{ id: 'validation.<key>', message: '<English>' }`.
 * Frozen. Pass one (with `values` when it has placeholders) to lingui's `i18n._()`.
 */
export const validationMessages = describe();

/**
 * Fills ICU-style `{name}` placeholders of an English default with values. Unknown placeholders
 * are left as written.
 *
 * @param message - an English default, e.g. `'{title} is required'`.
 * @param values - placeholder values, e.g. `{ title: 'Version' }`.
 * @returns the filled text, e.g. `'Version is required'`.
 */
export function formatMessage(
  message: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
