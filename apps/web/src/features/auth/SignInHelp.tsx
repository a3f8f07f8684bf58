import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import * as s from './SignIn.css';

const loadHelpDialog = () => import('./SignInHelpDialog');
const LazyHelpDialog = lazy(async () => ({ default: (await loadHelpDialog()).SignInHelpDialog }));

/**
 * The link-styled button under the sign-in form that opens `SignInHelpDialog`. The dialog (and the
 * dialog library) loads on first hover, focus or click, so the sign-in page does not download it.
 */
export function SignInHelp() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        className={s.helpLink}
        onMouseEnter={() => void loadHelpDialog()}
        onFocus={() => void loadHelpDialog()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Trans>Don't have an account or can't sign in?</Trans>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <LazyHelpDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
