import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The validation messages of the account forms (`@semaphore-console/validation`'s sign-in and user
 * schemas), part of `DOMAIN_MESSAGES` (domainMessages.ts). Declared in a file of their own so that
 * the sign-in page's catalog (lingui.config.ts) carries these and not every form's messages.
 */
export const ACCOUNT_MESSAGES: readonly MessageDescriptor[] = [
  msg({ id: 'validation.usernameRequired', message: 'Username is required' }),
  msg({ id: 'validation.passwordRequired', message: 'Password is required' }),
  msg({ id: 'validation.nameRequired', message: 'Name is required' }),
  msg({ id: 'validation.emailRequired', message: 'Email is required' }),
];
