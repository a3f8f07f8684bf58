import { describe, expect, it } from 'vitest';
import { environmentSecretChanges } from './environmentSecrets';

const original = [
  { id: 1, name: 'TOKEN', type: 'env' as const },
  { id: 2, name: 'db_password', type: 'var' as const },
  { id: 3, name: 'OLD', type: 'env' as const },
];

describe('environment secret operations (resources §4)', () => {
  it('sends new rows as create, changed ones as update, removed ones as delete', () => {
    expect(
      environmentSecretChanges(original, [
        { id: 1, name: 'TOKEN', type: 'env', secret: 'new-token' },
        { id: 2, name: 'db_password', type: 'var', secret: '' },
        { name: 'API_KEY', type: 'env', secret: 'k' },
      ]),
    ).toEqual([
      { id: 1, name: 'TOKEN', type: 'env', secret: 'new-token', operation: 'update' },
      { name: 'API_KEY', type: 'env', secret: 'k', operation: 'create' },
      { id: 3, name: 'OLD', type: 'env', secret: '', operation: 'delete' },
    ]);
  });

  it('sends nothing when nothing changed', () => {
    expect(
      environmentSecretChanges(
        original,
        original.map((secret) => ({ ...secret, secret: '' })),
      ),
    ).toEqual([]);
  });

  it('deletes everything when every row is removed, and treats an unknown id as new', () => {
    expect(environmentSecretChanges(original, []).map((change) => change.operation)).toEqual([
      'delete',
      'delete',
      'delete',
    ]);
    expect(environmentSecretChanges([], [{ id: 9, name: 'X', type: 'var', secret: 'v' }])).toEqual([
      { name: 'X', type: 'var', secret: 'v', operation: 'create' },
    ]);
  });

  it('replaces a changed secret by delete + create with replaceUpdates (API §6.10)', () => {
    expect(
      environmentSecretChanges(
        original,
        [
          { id: 1, name: 'TOKEN', type: 'env', secret: 'new-token' },
          { id: 2, name: 'db_password', type: 'var', secret: '' },
          { id: 3, name: 'OLD', type: 'env', secret: '' },
        ],
        { replaceUpdates: true },
      ),
    ).toEqual([
      { name: 'TOKEN', type: 'env', secret: 'new-token', operation: 'create' },
      { id: 1, name: 'TOKEN', type: 'env', secret: '', operation: 'delete' },
    ]);
  });
});
