import { Trans, useLingui } from '@lingui/react/macro';
import type { Runner } from '@semaphore-console/api-client';
import { Button } from '@semaphore-console/ui';
import { Copy } from 'lucide-react';
import { ShownOnceDialog } from '../../components/ShownOnceDialog';
import { useCopyCommand } from '../../components/useCopyCommand';
import { serverAddress } from '../../lib/navigation';
import { useShellStore } from '../../stores/session';
import { PRIVATE_KEY_PATH, runnerSnippets } from './runnerSnippets';
import * as s from './runners.css';

/** One snippet with its copy button. */
function Snippet({ title, text }: { title: string; text: string }) {
  const copyCommand = useCopyCommand();
  const copy = () => copyCommand(text);
  return (
    <div className={s.snippet}>
      <div className={s.snippetHead}>
        <span>{title}</span>
        <Button size="sm" icon={<Copy aria-hidden size={14} />} onClick={() => void copy()}>
          <Trans>Copy</Trans>
        </Button>
      </div>
      <pre className={s.code}>{text}</pre>
    </div>
  );
}

/**
 * Shown once after a runner is created (spec resources §2, §4): its token, its private key where the
 * server made one (newer §N7), a command-line usage snippet and a container run snippet for the
 * connected server's runner ({@link runnerSnippets}), each with a copy button. The token is never shown again
 * (API §5.17: only the create answer carries it).
 */
export function RunnerTokenDialog({
  runner,
  onClose,
}: {
  runner: Runner | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const webHost = useShellStore((st) => st.info?.web_host ?? '');
  const version = useShellStore((st) => st.capabilities.version);
  const token = runner?.token ?? '';
  const privateKey = runner?.private_key ?? '';
  const snippets = runnerSnippets({
    webRoot: serverAddress('', webHost),
    token,
    privateKey: privateKey !== '',
    version,
  });
  return (
    <ShownOnceDialog
      open={runner !== null}
      onClose={onClose}
      title={t`Runner created`}
      width={640}
      warning={<Trans>Copy the token now: it is shown only once.</Trans>}
    >
      <div className={s.snippet}>
        <span className={s.snippetHead}>
          <Trans>Token</Trans>
        </span>
        <pre className={s.code}>{token}</pre>
      </div>
      {privateKey ? (
        <Snippet title={t`Private key: save it as ${PRIVATE_KEY_PATH}`} text={privateKey} />
      ) : null}
      <Snippet title={t`Command-line usage`} text={snippets.commandLine} />
      <Snippet title={t`Run in a container`} text={snippets.container} />
    </ShownOnceDialog>
  );
}
