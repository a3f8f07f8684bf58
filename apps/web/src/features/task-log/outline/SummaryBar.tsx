import { useLingui } from '@lingui/react/macro';
import {
  HOST_COUNT_NAMES,
  LINE_KIND,
  type HostCountName,
  type HostSummary,
  type LineKind,
} from '@semaphore-console/log-outline';
import { Button, IconButton } from '@semaphore-console/ui';
import {
  ChevronsDownUp,
  ChevronsUpDown,
  ChevronDown,
  ChevronUp,
  CircleAlert,
  X,
} from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { DisclosureButton } from '../DisclosureButton';
import { useNarrowLayout } from '../useNarrowLayout';
import type { LineFilter, LogRows } from './logRows';
import type { OutlineFeed } from './outlineFeed';
import * as s from './SummaryBar.css';

/** The lines a count shows when clicked (`rescued` has no lines of its own). */
const COUNT_KINDS: Record<HostCountName, LineKind | null> = {
  ok: LINE_KIND.ok,
  changed: LINE_KIND.changed,
  unreachable: LINE_KIND.unreachable,
  failed: LINE_KIND.failed,
  skipped: LINE_KIND.skipped,
  rescued: null,
  ignored: LINE_KIND.ignored,
};

/** Hosts listed before "Show all hosts" (a large inventory would fill the dialog). */
const HOSTS_SHOWN = 8;

/** Props of {@link SummaryBar}. */
export interface SummaryBarProps {
  feed: OutlineFeed;
  rows: LogRows;
  /** Called after the folds or the filter changed (the viewer redraws its rows). */
  onRowsChange(): void;
  /** Shows line `line` (0-based): unfolds, scrolls to it and marks it. */
  onRevealLine(line: number): void;
}

/**
 * The run summary above the log (spec core §2, task log): the current play and task, per-host
 * counts (live, then the PLAY RECAP's) whose host names and counts filter the log, error
 * navigation, and fold / unfold all. Reads the outline kept by {@link OutlineFeed}; redraws only
 * when the summary changes, not for every line. Hidden while the log has no structure.
 */
export function SummaryBar({ feed, rows, onRowsChange, onRevealLine }: SummaryBarProps) {
  const { t } = useLingui();
  useSyncExternalStore(
    feed.subscribe,
    () => feed.revision,
    () => feed.revision,
  );
  const outline = feed.outline;
  const [errorLine, setErrorLine] = useState(-1);
  const [allHosts, setAllHosts] = useState(false);
  // On a phone the summary starts folded to one row (its errors), so the log keeps the height.
  const narrow = useNarrowLayout();
  const [open, setOpen] = useState(false);
  const folded = narrow && !open;
  const filter = rows.filter;
  const hosts = outline.hosts;
  const errorCount = outline.errorCount;
  const hasSections = outline.sections.length > 0;
  const play = outline.currentPlay;
  const task = outline.currentTask;
  if (hosts.length === 0 && errorCount === 0 && !hasSections && !play) return null;

  const setFilter = (next: LineFilter | null) => {
    rows.setFilter(next);
    onRowsChange();
  };
  const jump = (line: number) => {
    if (line < 0) return;
    setErrorLine(line);
    onRevealLine(line);
  };
  const nextError = () => {
    const after = errorLine < 0 ? -1 : outline.nextError(errorLine + 1);
    jump(after === -1 ? outline.error(0) : after);
  };
  const previousError = () => {
    const before = errorLine < 0 ? -1 : outline.previousError(errorLine - 1);
    jump(before === -1 ? outline.error(errorCount - 1) : before);
  };

  const ordered = orderHosts(hosts);
  const shown = allHosts ? ordered : ordered.slice(0, HOSTS_SHOWN);
  const countLabel: Record<HostCountName, string> = {
    ok: t`ok`,
    changed: t`changed`,
    unreachable: t`unreachable`,
    failed: t`failed`,
    skipped: t`skipped`,
    rescued: t`rescued`,
    ignored: t`ignored`,
  };

  return (
    <section className={s.bar} aria-label={t`Run summary`}>
      <div className={s.line}>
        {narrow ? (
          <DisclosureButton open={open} onOpenChange={setOpen}>
            {t`Summary`}
          </DisclosureButton>
        ) : null}
        <span className={s.now}>
          {play ? (
            <span className={s.nowItem}>
              <span className={s.term}>{t`Play`}</span> {play}
            </span>
          ) : null}
          {task ? (
            <span className={s.nowItem} aria-live="polite">
              <span className={s.term}>{t`Task`}</span> {task}
            </span>
          ) : null}
        </span>
        {errorCount > 0 ? (
          <>
            <span className={s.errors}>
              {errorCount === 1 ? t`1 error` : t`${errorCount} errors`}
            </span>
            {folded ? null : (
              <Button
                size="sm"
                icon={<CircleAlert aria-hidden />}
                onClick={() => jump(outline.error(0))}
              >
                {t`Jump to first error`}
              </Button>
            )}
            <IconButton
              size="sm"
              label={t`Previous error`}
              icon={<ChevronUp aria-hidden />}
              onClick={previousError}
            />
            <IconButton
              size="sm"
              label={t`Next error`}
              icon={<ChevronDown aria-hidden />}
              onClick={nextError}
            />
          </>
        ) : null}
        {hasSections && !folded ? (
          <>
            <Button
              size="sm"
              variant="ghost"
              icon={<ChevronsDownUp aria-hidden />}
              onClick={() => {
                rows.foldAll();
                onRowsChange();
              }}
            >
              {t`Fold all`}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              icon={<ChevronsUpDown aria-hidden />}
              disabled={!rows.anyFolded}
              onClick={() => {
                rows.unfoldAll();
                onRowsChange();
              }}
            >
              {t`Unfold all`}
            </Button>
          </>
        ) : null}
        {filter ? (
          <Button size="sm" icon={<X aria-hidden />} onClick={() => setFilter(null)}>
            {t`Show all lines`}
          </Button>
        ) : null}
      </div>
      {hosts.length > 0 && !folded ? (
        <table className={s.table} aria-label={t`Hosts`}>
          <thead>
            <tr>
              <th className={s.th} scope="col">{t`Host`}</th>
              {HOST_COUNT_NAMES.map((name) => (
                <th key={name} className={`${s.th} ${s.tone[name]}`} scope="col">
                  {countLabel[name]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map(({ host, index }) => {
              const hostPressed = filter?.host === index && filter.kinds.length === 0;
              return (
                <tr key={host.name}>
                  <th className={s.td} scope="row">
                    <button
                      type="button"
                      className={s.cell}
                      aria-pressed={hostPressed}
                      title={t`Show only the lines of ${host.name}`}
                      onClick={() => setFilter(hostPressed ? null : { host: index, kinds: [] })}
                    >
                      {host.name}
                    </button>
                  </th>
                  {HOST_COUNT_NAMES.map((name) => {
                    const value = host[name];
                    const kind = COUNT_KINDS[name];
                    if (value === 0 || kind === null) {
                      return (
                        <td key={name} className={s.td}>
                          <span className={value === 0 ? s.zero : s.tone[name]}>{value}</span>
                        </td>
                      );
                    }
                    const pressed = filter?.host === index && filter.kinds[0] === kind;
                    const label = countLabel[name];
                    return (
                      <td key={name} className={s.td}>
                        <button
                          type="button"
                          className={`${s.cell} ${s.tone[name]}`}
                          aria-pressed={pressed}
                          aria-label={t`${host.name}: ${value} ${label}`}
                          onClick={() => setFilter(pressed ? null : { host: index, kinds: [kind] })}
                        >
                          {value}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      {ordered.length > HOSTS_SHOWN && !folded ? (
        <div className={s.line}>
          <Button size="sm" variant="ghost" onClick={() => setAllHosts(!allHosts)}>
            {allHosts ? t`Show fewer hosts` : t`Show all ${ordered.length} hosts`}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/** Hosts with failures or unreachable first (what a person looks for), else in order of appearance. */
function orderHosts(hosts: readonly HostSummary[]): Array<{ host: HostSummary; index: number }> {
  const out = hosts.map((host, index) => ({ host, index }));
  const bad = (h: HostSummary) => (h.failed > 0 || h.unreachable > 0 ? 0 : 1);
  return out.sort((a, b) => bad(a.host) - bad(b.host) || a.index - b.index);
}
