import { Avatar } from '@semaphore-console/ui';
import { projectAvatarColor, projectInitials } from './projectAvatar';

/** A project's coloured initials (spec core §2); decorative, the name is written beside it. */
export function ProjectAvatar({ name, index }: { name: string; index: number }) {
  return <Avatar initials={projectInitials(name)} color={projectAvatarColor(index)} size="sm" />;
}
