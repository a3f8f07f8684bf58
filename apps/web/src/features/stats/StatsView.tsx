import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Select } from '@semaphore-console/ui';
import { useEffect, useMemo, useState } from 'react';
import { EMPTY, formatSeconds } from '../../lib/format';
import { type DayCounts, type StatsRange, dayDate, successRate, totals } from './aggregate';
import { StatsChart } from './StatsChart';
import { type StatsScope, useStatsStore } from './statsStore';
import * as s from './stats.css';

/** Props of {@link StatsView}. */
export interface StatsViewProps extends StatsScope {
  /** Id prefix of the view's labelled elements (two views may share a page). */
  idPrefix: string;
}

const ALL_USERS = 'all';

/**
 * Run statistics of a project or a template (newer §N7 "Stats"): runs per day by outcome
 * (success, failed, stopped) over the last week, month or year, for everyone or one user, with the
 * success rate and the median duration; a chart (decorative) and a table of the same numbers.
 * Says where the numbers come from: the server's count, or the tasks the console loaded.
 */
export function StatsView({ projectId, templateId, idPrefix }: StatsViewProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const [range, setRange] = useState<StatsRange>('week');
  const [user, setUser] = useState(ALL_USERS);
  const userId = user === ALL_USERS ? null : Number(user);
  const { status, error, source, first, last, days, median, coverage, users, load } =
    useStatsStore();
  useEffect(() => {
    void load({ projectId, templateId, range, userId });
  }, [projectId, templateId, range, userId, load]);

  const dayFormat = useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }),
    [locale],
  );
  const timeFormat = useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    [locale],
  );
  const percent = useMemo(
    () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }),
    [locale],
  );
  const count = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  const day = (date: string) => (date ? dayFormat.format(dayDate(date)) : EMPTY);

  const sum = totals(days);
  const rate = successRate(days);
  const withRuns = days.filter((d) => d.success + d.failed + d.stopped > 0);
  const from = day(first);
  const to = day(last);
  const loaded = coverage?.tasks ?? 0;
  const since = coverage?.since ? timeFormat.format(new Date(coverage.since)) : EMPTY;
  const measured = median?.runs ?? 0;
  const ready = status === 'ready' || (status === 'loading' && source !== null);

  return (
    <div className={s.view} aria-busy={status === 'loading'}>
      <div className={s.controls}>
        <Select
          className={s.control}
          id={`${idPrefix}-range`}
          label={t`Range`}
          value={range}
          onValueChange={(v) => setRange(v as StatsRange)}
          options={[
            { value: 'week', label: t`Last week` },
            { value: 'month', label: t`Last month` },
            { value: 'year', label: t`Last year` },
          ]}
        />
        <Select
          className={s.control}
          id={`${idPrefix}-user`}
          label={t`User`}
          value={user}
          onValueChange={setUser}
          options={[
            { value: ALL_USERS, label: t`All users` },
            ...users.map((u) => ({ value: String(u.id), label: u.name })),
          ]}
        />
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {status === 'loading' && source === null ? (
        <p className={s.note} role="status">
          <Trans>Loading statistics…</Trans>
        </p>
      ) : null}
      {ready ? (
        <>
          <dl className={s.summary}>
            <div className={s.figure}>
              <dt className={s.figureTerm}>
                <Trans>Runs</Trans>
              </dt>
              <dd className={s.figureValue}>{count.format(sum.runs)}</dd>
            </div>
            <div className={s.figure}>
              <dt className={s.figureTerm}>
                <Trans>Success rate</Trans>
              </dt>
              <dd className={s.figureValue}>{rate === null ? EMPTY : percent.format(rate)}</dd>
            </div>
            <div className={s.figure}>
              <dt className={s.figureTerm}>
                <Trans>Median duration</Trans>
              </dt>
              <dd className={s.figureValue}>
                {median ? formatSeconds(Math.round(median.seconds), locale) : EMPTY}
              </dd>
              <dd className={s.note}>
                {coverage?.complete ? (
                  <Trans>Measured runs: {measured}, among all tasks of the history.</Trans>
                ) : (
                  <Trans>
                    Measured runs: {measured}, among the newest {loaded} tasks (since {since}).
                  </Trans>
                )}
              </dd>
            </div>
          </dl>
          <p className={s.note}>
            {source === 'server' ? (
              <Trans>
                Counted by the server: every run from {from} to {to} (days in UTC).
              </Trans>
            ) : coverage?.complete ? (
              <Trans>
                Computed in the browser, as this server does not count runs: from all tasks of the
                history, {from} to {to} (days in UTC).
              </Trans>
            ) : (
              <Trans>
                Computed in the browser, as this server does not count runs: from the newest{' '}
                {loaded} tasks, since {since}. Earlier runs are not counted.
              </Trans>
            )}
          </p>
          <ul className={s.legend} aria-hidden>
            <li className={s.legendItem}>
              <span className={s.swatchSuccess} />
              <Trans>Success</Trans>
            </li>
            <li className={s.legendItem}>
              <span className={s.swatchFailed} />
              <Trans>Failed</Trans>
            </li>
            <li className={s.legendItem}>
              <span className={s.swatchStopped} />
              <Trans>Stopped</Trans>
            </li>
          </ul>
          <StatsChart days={days} locale={locale} />
          <StatsTable rows={withRuns} day={day} format={(n) => count.format(n)} />
        </>
      ) : null}
    </div>
  );
}

/** Props of {@link StatsTable}. */
interface StatsTableProps {
  /** Days with runs, oldest first. */
  rows: readonly DayCounts[];
  day: (date: string) => string;
  format: (n: number) => string;
}

/** The numbers of the chart as a table: one row per day with runs, and the totals. */
function StatsTable({ rows, day, format }: StatsTableProps) {
  const { t } = useLingui();
  const sum = totals(rows);
  return (
    <div className={s.tableWrap}>
      <table className={s.table}>
        <caption className={s.caption}>{t`Runs per day`}</caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Day</Trans>
            </th>
            <th scope="col">
              <Trans>Success</Trans>
            </th>
            <th scope="col">
              <Trans>Failed</Trans>
            </th>
            <th scope="col">
              <Trans>Stopped</Trans>
            </th>
            <th scope="col">
              <Trans>Total</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={5}>
                <Trans>No runs in this range.</Trans>
              </td>
            </tr>
          ) : (
            rows.map((d) => (
              <tr key={d.date}>
                <th scope="row">{day(d.date)}</th>
                <td>{format(d.success)}</td>
                <td>{format(d.failed)}</td>
                <td>{format(d.stopped)}</td>
                <td>{format(d.success + d.failed + d.stopped)}</td>
              </tr>
            ))
          )}
        </tbody>
        {rows.length > 0 ? (
          <tfoot>
            <tr>
              <th scope="row">
                <Trans>Total</Trans>
              </th>
              <td>{format(sum.success)}</td>
              <td>{format(sum.failed)}</td>
              <td>{format(sum.stopped)}</td>
              <td>{format(sum.runs)}</td>
            </tr>
          </tfoot>
        ) : null}
      </table>
      <p className={s.tableNote}>
        <Trans>Days without runs are left out.</Trans>
      </p>
    </div>
  );
}
