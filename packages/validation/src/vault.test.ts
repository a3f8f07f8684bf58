import { describe, expect, it } from 'vitest';
import { errorsOf, outputOf } from '../test/helpers';
import { VAULT_SCRIPT_PATTERN, vaultsSchema } from './vault';

describe('vaults (core §5, resources §5)', () => {
  it('trims and lowercases names; empty or null is the default vault (null)', () => {
    expect(
      outputOf(vaultsSchema(), [
        { name: ' Prod ', type: 'password', vault_key_id: 1 },
        { name: '  ', type: 'script', script: ' vault-client.py ' },
      ]),
    ).toEqual([
      { name: 'prod', type: 'password', vault_key_id: 1, script: '' },
      { name: null, type: 'script', vault_key_id: null, script: 'vault-client.py' },
    ]);
  });

  it('allows only one default vault', () => {
    expect(
      errorsOf(vaultsSchema(), [
        { name: null, type: 'password', vault_key_id: 1 },
        { type: 'password', vault_key_id: 1 },
      ]),
    ).toEqual({ '1.name': 'Only one vault may have the default (empty) name' });
  });

  it('needs unique names after lowercasing', () => {
    expect(
      errorsOf(vaultsSchema(), [
        { name: 'a', type: 'password', vault_key_id: 1 },
        { name: 'b', type: 'password', vault_key_id: 1 },
        { name: 'A', type: 'password', vault_key_id: 1 },
      ]),
    ).toEqual({ '2.name': 'Vault names must be unique' });
  });

  it('reads a vault as the server sends it (no type, a key) as a password vault', () => {
    expect(
      outputOf(vaultsSchema(), [
        { id: 3, project_id: 1, template_id: 2, vault_key_id: 5, name: null },
      ]),
    ).toEqual([
      {
        id: 3,
        project_id: 1,
        template_id: 2,
        vault_key_id: 5,
        name: null,
        type: 'password',
        script: '',
      },
    ]);
    expect(errorsOf(vaultsSchema(), [{ name: 'a', type: '', vault_key_id: 5 }])).toEqual({
      '0.type': 'Vault type is required',
    });
    expect(errorsOf(vaultsSchema(), [{ name: 'a' }])).toEqual({
      '0.type': 'Vault type is required',
    });
  });

  it('needs a type', () => {
    expect(errorsOf(vaultsSchema(), [{ name: 'a', type: 'file' }])).toEqual({
      '0.type': 'Vault type is required',
    });
  });

  it('needs a login_password key for a password vault when the keys are known', () => {
    const keys = [
      { id: 1, type: 'ssh' },
      { id: 2, type: 'login_password' },
    ];
    expect(
      errorsOf(vaultsSchema({ keys }), [{ name: 'a', type: 'password', vault_key_id: 1 }]),
    ).toEqual({ '0.vault_key_id': 'vault password is required' });
    expect(
      errorsOf(vaultsSchema({ keys }), [{ name: 'a', type: 'password', vault_key_id: 2 }]),
    ).toBeNull();
    expect(errorsOf(vaultsSchema(), [{ name: 'a', type: 'password', vault_key_id: 1 }])).toBeNull();
  });

  it('a script vault needs no key', () => {
    expect(
      errorsOf(vaultsSchema(), [{ name: 'a', type: 'script', script: 'x-client' }]),
    ).toBeNull();
  });

  it.each([
    ['vault-client', true],
    ['vault-client.py', true],
    ['/opt/scripts/my-client.sh', true],
    ['vault-client.', false],
    ['vault.py', false],
    ['client.py', false],
    ['vault-client.py.bak', false],
    ['vault-clients', false],
  ])('script %s ends with -client[.ext]: %s', (script, ok) => {
    expect(VAULT_SCRIPT_PATTERN.test(script)).toBe(ok);
    const errors = errorsOf(vaultsSchema(), [{ name: 'a', type: 'script', script }]);
    expect(errors).toEqual(
      ok ? null : { '0.script': "script path must end with '-client' and an extension" },
    );
  });
});
