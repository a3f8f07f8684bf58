import { Layout } from './Layout';

/**
 * The frame of site-wide screens (`/users`, `/tasks`, `/runners`, `/apps`): the same frame as
 * project pages (drawer with the project selector, dark mode, language and the user menu, the skip
 * link and main landmark) with the administration entries in place of the project's; each screen
 * shows its own title.
 */
export function SiteLayout() {
  return <Layout site />;
}
