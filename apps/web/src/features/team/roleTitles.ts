import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Titles of the project roles (spec resources §3 "Project roles come from a list with slug and title"). */
export const ROLE_TITLES: Readonly<Record<string, MessageDescriptor>> = {
  owner: msg`Owner`,
  manager: msg`Manager`,
  task_runner: msg`Task runner`,
  guest: msg`Guest`,
};
