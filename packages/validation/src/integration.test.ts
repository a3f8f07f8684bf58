import { describe, expect, it } from 'vitest';
import { errorsOf, outputOf } from '../test/helpers';
import {
  extractValueSchema,
  integrationSchema,
  matcherSchema,
  usesAuthHeader,
} from './integration';

describe('integration (resources §5)', () => {
  it("needs a name: 'Name is required'", () => {
    expect(errorsOf(integrationSchema, { name: ' ' })).toEqual({ name: 'Name is required' });
  });

  it('stores auth method none as the empty value and drops unused auth fields', () => {
    expect(
      outputOf(integrationSchema, {
        name: 'hook',
        template_id: 2,
        auth_method: 'none',
        auth_header: 'X-Token',
        auth_secret_id: 4,
      }),
    ).toEqual({
      name: 'hook',
      template_id: 2,
      auth_method: '',
      auth_header: '',
      auth_secret_id: null,
      searchable: false,
    });
    expect(
      outputOf(integrationSchema, {
        name: 'h',
        auth_method: 'github',
        auth_header: 'X',
        auth_secret_id: 4,
      }),
    ).toMatchObject({ auth_method: 'github', auth_header: '', auth_secret_id: 4 });
    for (const method of ['token', 'hmac']) {
      expect(
        outputOf(integrationSchema, {
          name: 'h',
          auth_method: method,
          auth_header: 'X-Sig',
          auth_secret_id: 4,
        }),
      ).toMatchObject({ auth_method: method, auth_header: 'X-Sig', auth_secret_id: 4 });
    }
  });

  it('keeps a method it does not know (a newer server’s) with its header and secret', () => {
    expect(
      outputOf(integrationSchema, {
        name: 'h',
        auth_method: 'gitlab',
        auth_header: 'X-Gitlab-Token',
        auth_secret_id: 4,
      }),
    ).toMatchObject({ auth_method: 'gitlab', auth_header: 'X-Gitlab-Token', auth_secret_id: 4 });
    expect(usesAuthHeader('gitlab')).toBe(true);
    expect(usesAuthHeader('github')).toBe(false);
    expect(usesAuthHeader('')).toBe(false);
  });
});

it.each([
  [
    'extract value',
    extractValueSchema,
    {
      name: 'Name is required',
      value_source: 'Value Source is required',
      variable: 'Variable is required',
    },
  ],
  [
    'matcher',
    matcherSchema,
    {
      name: 'Name is required',
      match_type: 'Match source is required',
      key: 'Key is required',
      method: 'Comparison Method is required',
      value: 'Value is required',
    },
  ],
])('an empty %s form gives all its messages (resources §5)', (_form, schema, messages) => {
  expect(errorsOf(schema, {})).toEqual(messages);
});

describe('extract value (resources §5)', () => {
  it('needs a body data type only when the source is body', () => {
    expect(
      errorsOf(extractValueSchema, { name: 'n', value_source: 'body', key: 'a.b', variable: 'V' }),
    ).toEqual({
      body_data_type: 'Body Data Type is required',
    });
    expect(
      outputOf(extractValueSchema, {
        name: 'n',
        value_source: 'header',
        body_data_type: 'json',
        key: 'X-Id',
        variable: 'ID',
      }),
    ).toEqual({
      name: 'n',
      value_source: 'header',
      body_data_type: '',
      key: 'X-Id',
      variable: 'ID',
    });
  });

  it('needs a key for header and body/json, not for body/string', () => {
    expect(
      errorsOf(extractValueSchema, { name: 'n', value_source: 'header', variable: 'V' }),
    ).toEqual({
      key: 'Key is required',
    });
    expect(
      errorsOf(extractValueSchema, {
        name: 'n',
        value_source: 'body',
        body_data_type: 'json',
        variable: 'V',
      }),
    ).toEqual({ key: 'Key is required' });
    expect(
      errorsOf(extractValueSchema, {
        name: 'n',
        value_source: 'body',
        body_data_type: 'string',
        variable: 'V',
      }),
    ).toBeNull();
  });
});

describe('matcher (resources §5)', () => {
  it('needs a body data format only when the match type is body', () => {
    const matcher = { name: 'n', key: 'ref', method: 'equals', value: 'refs/heads/main' };
    expect(errorsOf(matcherSchema, { ...matcher, match_type: 'body' })).toEqual({
      body_data_type: 'Body Data Format is required',
    });
    expect(
      errorsOf(matcherSchema, { ...matcher, match_type: 'body', body_data_type: 'xml' }),
    ).toEqual({
      body_data_type: 'Body Data Format is required',
    });
    expect(
      outputOf(matcherSchema, { ...matcher, match_type: 'body', body_data_type: 'json' }),
    ).toEqual({
      ...matcher,
      match_type: 'body',
      body_data_type: 'json',
    });
    expect(
      outputOf(matcherSchema, { ...matcher, match_type: 'header', body_data_type: 'json' }),
    ).toEqual({
      ...matcher,
      match_type: 'header',
      body_data_type: '',
    });
  });

  it('accepts the three comparison methods only', () => {
    const matcher = { name: 'n', match_type: 'header', key: 'X', value: 'v' };
    for (const method of ['equals', 'unequals', 'contains']) {
      expect(errorsOf(matcherSchema, { ...matcher, method })).toBeNull();
    }
    expect(errorsOf(matcherSchema, { ...matcher, method: 'regex' })).toEqual({
      method: 'Comparison Method is required',
    });
  });
});
