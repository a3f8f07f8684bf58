import { useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Link, Outlet } from 'react-router';
import { usePreferences } from '../../preferences';
import { MAIN_CONTENT_ID } from '../../hooks/useMainHeadingFocus';
import * as s from './SiteLayout.css';

/**
 * The frame of site-wide screens (`/users`, `/tasks`, `/runners`, `/apps`): no drawer (it is only
 * on `/project/` paths, spec core §2), a back arrow to the last project.
 */
export function SiteLayout() {
  const { t } = useLingui();
  const last = usePreferences((p) => p.lastProjectId);
  return (
    <div className={s.frame}>
      <header className={s.bar}>
        <Link
          to={last === null ? '/' : `/project/${last}`}
          className={s.back}
          aria-label={t`Back to the project`}
        >
          <ArrowLeft aria-hidden size={20} />
        </Link>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={s.main}>
        <Outlet />
      </main>
    </div>
  );
}
