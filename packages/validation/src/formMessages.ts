/**
 * The validation messages of the form core and the account forms (sign-in, users, change
 * password), each its own export: the sign-in page's bundle takes only these (spec core §4, its
 * JavaScript budget), not the `validationMessages` record with every form's messages.
 *
 * Source: spec core §5, spec resources §5.
 */
import { defineMessage } from './message';

// sign-in, users (core §5, resources §5)
export const usernameRequired = defineMessage('usernameRequired', 'Username is required');
export const passwordRequired = defineMessage('passwordRequired', 'Password is required');
export const nameRequired = defineMessage('nameRequired', 'Name is required');
export const emailRequired = defineMessage('emailRequired', 'Email is required');

// number rules (core §5, resources §5)
export const mustBeInteger = defineMessage('mustBeInteger', 'Must be an integer');
export const mustBeZeroOrGreater = defineMessage('mustBeZeroOrGreater', 'Must be 0 or greater');

// any other problem (a value of the wrong type that no form produces)
export const invalidValue = defineMessage('invalidValue', 'Invalid value');
