import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const titles: Record<string, MessageDescriptor> = {
  owner: msg`Owner`,
  manager: msg`Manager`,
  task_runner: msg`Task runner`,
  guest: msg`Guest`,
  '': msg`Administrator`,
};

/**
 * The translated title of a project role slug (spec core §6). A site admin who is not a member has
 * the role `''` and is shown as Administrator. Unknown slugs are shown as they are.
 */
export function roleTitle(role: string, translate: (d: MessageDescriptor) => string): string {
  const title = titles[role];
  return title ? translate(title) : role;
}
