import { useLingui } from '@lingui/react/macro';
import { IconButton } from '@semaphore-console/ui';
import { ChevronDown, ChevronUp, Circle, Clock, Copy, Download, WrapText } from 'lucide-react';
import { memo, useEffect, useRef, useState } from 'react';
import { usePreferences } from '../../lib/preferences';
import { saveFile } from '../../lib/saveFile';
import type { LogLines } from './logLines';
import { isEditable, type LogViewerController } from './logViewerController';
import * as s from './LogViewer.css';

/** The event feed's connection state as the viewer shows it (api-client `createEventFeed`). */
export type LogConnectionState = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** Props of {@link LogToolbar}. */
export interface LogToolbarProps {
  controller: LogViewerController;
  /** The lines copied and downloaded. */
  lines: LogLines;
  /** File name of "Download" (e.g. `task-42.log`). */
  downloadName: string;
  /** The search box's text. */
  query: string;
  current: number;
  matchCount: number;
  scanning: boolean;
  percent: number;
  capped: boolean;
  hasLines: boolean;
  connection: LogConnectionState | undefined;
}

/**
 * The log's toolbar (spec core §2): search with its count and next / previous (Enter /
 * Shift+Enter; `/` and Ctrl+F or Cmd+F focus it while the viewer is shown), the timestamps and
 * wrap toggles (remembered through the preferences), copy without timestamps, download of the
 * raw log, and the live feed's connection state. Memoized on primitive props: not redrawn for
 * every batch of lines.
 */
export const LogToolbar = memo(function LogToolbar({
  controller,
  lines,
  downloadName,
  query,
  current,
  matchCount,
  scanning,
  percent,
  capped,
  hasLines,
  connection,
}: LogToolbarProps) {
  const { t } = useLingui();
  const wrap = usePreferences((p) => p.logViewer.wrap);
  const showTime = usePreferences((p) => p.logViewer.showTime);
  const setLogViewer = usePreferences((p) => p.setLogViewer);
  const [notice, setNotice] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);

  // Ctrl+F / Cmd+F and `/` focus the search while the viewer is shown.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const find = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'f';
      const slash = event.key === '/' && !isEditable(event.target);
      if (find || slash) {
        event.preventDefault();
        searchRef.current?.focus();
        searchRef.current?.select();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(lines.plainText());
      setNotice(t`Log copied to the clipboard`);
    } catch {
      setNotice(t`The browser did not allow copying`);
    }
  };

  const download = () => saveFile(lines.rawText(), downloadName, 'text/plain;charset=utf-8');

  const position = current + 1;
  const matchLabel = !query
    ? ''
    : scanning
      ? matchCount === 0
        ? t`Searching… ${percent} %`
        : current < 0
          ? t`${matchCount} matches, searching… ${percent} %`
          : t`${position} of ${matchCount}, searching… ${percent} %`
      : matchCount === 0
        ? t`No matches`
        : capped
          ? t`${position} of more than ${matchCount}`
          : t`${position} of ${matchCount}`;
  const connectionLabel =
    connection === 'open'
      ? t`Live`
      : connection === 'connecting'
        ? t`Connecting…`
        : connection === 'reconnecting'
          ? t`Reconnecting…`
          : connection === 'closed'
            ? t`Disconnected`
            : '';
  return (
    <div className={s.toolbar} role="toolbar" aria-label={t`Log tools`}>
      <div className={s.searchBox} role="search">
        <input
          ref={searchRef}
          type="search"
          className={s.searchInput}
          aria-label={t`Search the log`}
          placeholder={t`Search (/)`}
          value={query}
          onChange={(event) => controller.setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            if (event.shiftKey) controller.previous();
            else controller.next();
          }}
        />
        <span className={s.matchCount} aria-live="polite">
          {matchLabel}
        </span>
        <IconButton
          size="sm"
          label={t`Previous match`}
          icon={<ChevronUp aria-hidden />}
          disabled={matchCount === 0}
          onClick={controller.previous}
        />
        <IconButton
          size="sm"
          label={t`Next match`}
          icon={<ChevronDown aria-hidden />}
          disabled={matchCount === 0}
          onClick={controller.next}
        />
      </div>
      <div className={s.group}>
        <IconButton
          size="sm"
          className={s.toggle}
          label={t`Timestamps`}
          aria-pressed={showTime}
          icon={<Clock aria-hidden />}
          onClick={() => setLogViewer({ showTime: !showTime })}
        />
        <IconButton
          size="sm"
          className={s.toggle}
          label={t`Wrap lines`}
          aria-pressed={wrap}
          icon={<WrapText aria-hidden />}
          onClick={() => setLogViewer({ wrap: !wrap })}
        />
        <IconButton
          size="sm"
          label={t`Copy without timestamps`}
          icon={<Copy aria-hidden />}
          disabled={!hasLines}
          onClick={() => void copy()}
        />
        <IconButton
          size="sm"
          label={t`Download the raw log`}
          icon={<Download aria-hidden />}
          disabled={!hasLines}
          onClick={download}
        />
      </div>
      <span className={s.status} role="status">
        {notice}
      </span>
      {connection ? (
        <span className={s.connection} role="status" aria-label={t`Connection: ${connectionLabel}`}>
          <Circle
            size={10}
            fill="currentColor"
            aria-hidden
            className={s.connectionDot[connection]}
          />
          <span className={s.connectionText}>{connectionLabel}</span>
        </span>
      ) : null}
    </div>
  );
});
