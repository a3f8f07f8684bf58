import { describe, expect, it } from 'vitest';
import { changePasswordSchema, signInSchema, userSchema } from './account';
import { errorsOf, outputOf } from '../test/helpers';

describe('sign-in (core §5)', () => {
  it('gives the POST /api/auth/login body', () => {
    expect(outputOf(signInSchema, { auth: ' admin ', password: ' pw ' })).toEqual({
      auth: 'admin',
      password: ' pw ',
    });
  });
  it('needs username and password', () => {
    expect(errorsOf(signInSchema, {})).toEqual({
      auth: 'Username is required',
      password: 'Password is required',
    });
  });
});

describe('user (core §5, resources §5)', () => {
  const base = { name: 'Ann', username: 'ann', email: 'ann@example.com' };

  it('needs name, username and email', () => {
    expect(errorsOf(userSchema({ isNew: false }), { name: ' ', username: '', email: '' })).toEqual({
      name: 'Name is required',
      username: 'Username is required',
      email: 'Email is required',
    });
  });

  it('needs a password only for a new user', () => {
    expect(errorsOf(userSchema({ isNew: true }), base)).toEqual({
      password: 'Password is required',
    });
    expect(errorsOf(userSchema({ isNew: false }), base)).toBeNull();
    expect(outputOf(userSchema({ isNew: true }), { ...base, password: 'secret' })).toEqual({
      ...base,
      password: 'secret',
      admin: false,
      alert: false,
      external: false,
    });
  });

  it('needs neither email nor password for an external user', () => {
    const external = { name: 'Ext', username: 'ext', external: true };
    expect(errorsOf(userSchema({ isNew: true }), external)).toBeNull();
    expect(errorsOf(userSchema({ isNew: false }), external)).toBeNull();
  });

  it('passes other fields through (id for PUT)', () => {
    expect(outputOf(userSchema({ isNew: false }), { ...base, id: 4, admin: true })).toMatchObject({
      id: 4,
      admin: true,
    });
  });
});

describe('change password (core §5)', () => {
  it('needs a password', () => {
    expect(errorsOf(changePasswordSchema, { password: '' })).toEqual({
      password: 'Password is required',
    });
    expect(outputOf(changePasswordSchema, { password: 'n3w' })).toEqual({ password: 'n3w' });
  });
});
