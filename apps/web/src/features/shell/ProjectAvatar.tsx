import { projectAvatarColor, projectInitials } from './projectAvatar';
import * as s from './Layout.css';

/** A project's coloured initials (spec core §2); decorative, the name is written beside it. */
export function ProjectAvatar({ name, index }: { name: string; index: number }) {
  return (
    <span className={`${s.avatar} ${s.avatarColor[projectAvatarColor(index)]}`} aria-hidden>
      {projectInitials(name)}
    </span>
  );
}
