import { AppWindow, Boxes, Cog, FileCode, Layers, type LucideIcon, Terminal } from 'lucide-react';
import { appColor } from '../../i18n/appNames';
import * as s from './apps.css';

/** Lucide icons standing in for the tools' logos, by app id. */
const ICONS: Readonly<Record<string, LucideIcon>> = {
  ansible: Cog,
  terraform: Boxes,
  tofu: Boxes,
  pulumi: Layers,
  bash: Terminal,
  powershell: Terminal,
  python: FileCode,
};

/**
 * The icon of an app in its colour (spec resources §2 "name with icon"): the server's `color` or
 * the built-in one of the id. Decorative: the name beside it says what it is.
 */
export function AppIcon({ app }: { app: { id?: string; color?: string } }) {
  const Icon = ICONS[app.id ?? ''] ?? AppWindow;
  const color = appColor(app);
  return <Icon aria-hidden size={18} className={s.icon} style={color ? { color } : undefined} />;
}
