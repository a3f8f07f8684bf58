import * as RadixAvatar from '@radix-ui/react-avatar';
import * as s from './Avatar.css';

/** Avatar background colours (theme tokens `vars.avatar.*`). */
export type AvatarColor = 'red' | 'blue' | 'orange' | 'green' | 'purple' | 'gray';

/** Props of {@link Avatar}. */
export interface AvatarProps {
  /**
   * The initials to show (computed by the app, e.g. the first letters of a project name's
   * first two words; spec: console-core, layout). At most 2 characters are shown.
   */
  initials: string;
  /** Background colour (the project selector cycles red, blue, orange, green). */
  color?: AvatarColor;
  /** Image URL; the initials show while it loads or when it fails. */
  src?: string;
  /**
   * Accessible name (e.g. the project or user name). Without it the avatar is decorative
   * (aria-hidden), for use next to the visible name.
   */
  label?: string;
  /** sm 28 px, md 32 px (default), lg 36 px. */
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** A round avatar with initials on a coloured background, or an image (Radix Avatar). */
export function Avatar({
  initials,
  color = 'gray',
  src,
  label,
  size = 'md',
  className,
}: AvatarProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <RadixAvatar.Root
      className={[s.root, s.size[size], s.color[color], className].filter(Boolean).join(' ')}
      {...a11y}
    >
      {src ? <RadixAvatar.Image className={s.image} src={src} alt="" /> : null}
      <RadixAvatar.Fallback className={s.fallback}>
        {Array.from(initials).slice(0, 2).join('')}
      </RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
}
