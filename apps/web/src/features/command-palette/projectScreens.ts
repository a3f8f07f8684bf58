import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Project } from '@semaphore-console/api-client';

/** A screen of a project that the palette and the `g` shortcuts go to (spec core §2 routes). */
export interface ProjectScreen {
  /** Stable id (palette item keys). */
  id: string;
  /** Path below `/project/{projectId}/`. */
  path: string;
  /** The letter after `g` (spec core §2 has no shortcuts; these follow GitHub's `g` + letter). */
  letter: string;
  /** The drawer's name of the screen. */
  label: MessageDescriptor;
  /** Only for projects whose type is `''` (spec core §2 "Layout"). */
  normalOnly: boolean;
  /** Permission bit needed to see it (spec core §6), if any. */
  permission?: number;
}

/** The project screens in drawer order, each with its `g` letter. */
export const PROJECT_SCREENS: readonly ProjectScreen[] = [
  { id: 'history', path: 'history', letter: 'h', label: msg`Dashboard`, normalOnly: false },
  { id: 'activity', path: 'activity', letter: 'a', label: msg`Activity`, normalOnly: false },
  { id: 'templates', path: 'templates', letter: 't', label: msg`Task templates`, normalOnly: true },
  { id: 'schedule', path: 'schedule', letter: 's', label: msg`Schedule`, normalOnly: true },
  { id: 'inventory', path: 'inventory', letter: 'i', label: msg`Inventory`, normalOnly: true },
  {
    id: 'environment',
    path: 'environment',
    letter: 'e',
    label: msg`Environment`,
    normalOnly: true,
  },
  { id: 'keys', path: 'keys', letter: 'k', label: msg`Key store`, normalOnly: true },
  {
    id: 'repositories',
    path: 'repositories',
    letter: 'r',
    label: msg`Repositories`,
    normalOnly: true,
  },
  {
    id: 'integrations',
    path: 'integrations',
    letter: 'n',
    label: msg`Integrations`,
    normalOnly: true,
  },
  { id: 'team', path: 'team', letter: 'm', label: msg`Team`, normalOnly: false },
  {
    id: 'settings',
    path: 'settings',
    letter: 'p',
    label: msg`Project settings`,
    normalOnly: false,
    permission: 2,
  },
];

/** The screens of `project` the user may open, given whether they hold a permission bit. */
export function screensOf(
  project: Pick<Project, 'type'>,
  can: (bit: number) => boolean,
): ProjectScreen[] {
  return PROJECT_SCREENS.filter(
    (screen) =>
      (!screen.normalOnly || project.type === '') &&
      (screen.permission === undefined || can(screen.permission)),
  );
}

/**
 * The path of a screen of a project, or `null` when the project has no such screen. The
 * dashboard of a project whose type is not `''` is its activity (spec core §2).
 */
export function screenPath(
  projectId: number,
  project: Pick<Project, 'type'>,
  screen: ProjectScreen,
): string | null {
  if (screen.normalOnly && project.type !== '') return null;
  const path = screen.id === 'history' && project.type !== '' ? 'activity' : screen.path;
  return `/project/${projectId}/${path}`;
}
