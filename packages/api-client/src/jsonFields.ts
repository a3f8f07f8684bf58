/**
 * Typed parse/serialize helpers for the fields the server sends as JSON-ENCODED STRINGS
 * (API §13.2 item 12): environment `json` and `env`; task `environment`, `secret` and
 * `arguments`; template `arguments`. The wire types keep these fields as strings.
 */

/** A JSON-string field could not be read: invalid JSON or the wrong JSON type. */
export class JsonFieldError extends Error {
  override name = 'JsonFieldError';
  /** The raw string that was given. */
  readonly text: string;

  /**
   * @param message - What is wrong.
   * @param text - The raw field value.
   */
  constructor(message: string, text: string) {
    super(message);
    this.text = text;
  }
}

/**
 * `text` parsed as JSON (internal: the JSON fields below and the client's backup restore).
 *
 * @param what - The field's name for the message, e.g. `'Extra variables'`.
 * @throws {JsonFieldError} `<what> must be valid JSON: <parser message>` when it is not JSON.
 */
export function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new JsonFieldError(
      `${what} must be valid JSON: ${error instanceof Error ? error.message : String(error)}`,
      text,
    );
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads extra variables: environment `json`, task `environment` and task `secret`.
 * `null`, `''` and whitespace read as `{}` (the server returns `''` for a task's secret).
 *
 * @throws {JsonFieldError} when the text is not JSON or not a JSON object.
 */
export function parseExtraVariables(text: string | null | undefined): Record<string, unknown> {
  if (text === null || text === undefined || text.trim() === '') return {};
  const value = parseJson(text, 'Extra variables');
  if (!isPlainObject(value)) {
    throw new JsonFieldError('Extra variables must be a JSON object', text);
  }
  return value;
}

/** Writes extra variables as the JSON-encoded object string the server expects (`"{}"` for none). */
export function serializeExtraVariables(variables: Readonly<Record<string, unknown>>): string {
  return JSON.stringify(variables);
}

/**
 * Reads environment variables (environment `env`): a flat object of strings. `null` stays
 * `null`; `''` reads as `null`. Number and boolean values are turned into strings.
 *
 * @throws {JsonFieldError} when the text is not JSON, not an object, or has nested values.
 */
export function parseEnvironmentVariables(
  text: string | null | undefined,
): Record<string, string> | null {
  if (text === null || text === undefined || text.trim() === '') return null;
  const value = parseJson(text, 'Environment variables');
  if (!isPlainObject(value)) {
    throw new JsonFieldError('Environment variables must be a JSON object', text);
  }
  const result: Record<string, string> = {};
  for (const [name, item] of Object.entries(value)) {
    if (typeof item === 'string') result[name] = item;
    else if (typeof item === 'number' || typeof item === 'boolean') result[name] = String(item);
    else {
      throw new JsonFieldError(`Environment variable "${name}" must be a string`, text);
    }
  }
  return result;
}

/** Writes environment variables as a JSON-encoded flat object string; `null` stays `null`. */
export function serializeEnvironmentVariables(
  variables: Readonly<Record<string, string>> | null,
): string | null {
  return variables === null ? null : JSON.stringify(variables);
}

/**
 * Reads CLI arguments (template and task `arguments`): a JSON array of strings.
 * `null` and `''` read as `null` (the server turns `''` into null).
 *
 * @throws {JsonFieldError} when the text is not JSON or not an array of strings.
 */
export function parseArguments(text: string | null | undefined): string[] | null {
  if (text === null || text === undefined || text.trim() === '') return null;
  const value = parseJson(text, 'Arguments');
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw new JsonFieldError('Arguments must be a JSON array of strings', text);
  }
  return value as string[];
}

/** Writes CLI arguments as a JSON-encoded array string; `null` stays `null`. */
export function serializeArguments(args: readonly string[] | null): string | null {
  return args === null ? null : JSON.stringify(args);
}
