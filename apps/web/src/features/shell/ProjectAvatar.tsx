import { Avatar } from '@semaphore-console/ui';
import { projectAvatarColor, projectInitials } from './projectAvatar';

/**
 * A project's coloured initials (spec core §2); decorative, the name is written beside it. The
 * colour follows the project's id, not its place in the list.
 */
export function ProjectAvatar({ name, projectId }: { name: string; projectId: number }) {
  return (
    <Avatar initials={projectInitials(name)} color={projectAvatarColor(projectId)} size="sm" />
  );
}
