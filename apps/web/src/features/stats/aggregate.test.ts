import { describe, expect, it } from 'vitest';
import {
  coverageOf,
  daysBetween,
  daysFromServer,
  daysFromTasks,
  medianDuration,
  rangeStart,
  successRate,
  type StatsTask,
} from './aggregate';

const task = (
  status: string,
  created: string,
  seconds: number | null = 60,
  user_id: number | null = 1,
): StatsTask => ({
  status,
  created,
  start: seconds === null ? null : new Date(Date.parse(created) + 5_000).toISOString(),
  end:
    seconds === null ? null : new Date(Date.parse(created) + 5_000 + seconds * 1000).toISOString(),
  user_id,
});

describe('ranges and days (UTC)', () => {
  const now = new Date('2026-11-28T06:30:00Z');
  it('a week is 7 days back, a month 30, a year the same day a year back', () => {
    expect(rangeStart('week', now)).toBe('2026-11-21');
    expect(rangeStart('month', now)).toBe('2026-10-29');
    expect(rangeStart('year', now)).toBe('2025-11-28');
  });
  it('lists every day of a range, both ends included, across a month end', () => {
    expect(daysBetween('2026-10-30', '2026-11-02')).toEqual([
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
  });
  it('a day is the UTC date, not the local one', () => {
    const days = daysFromTasks(
      [task('success', '2026-11-21T23:59:00Z'), task('error', '2026-11-22T00:01:00Z')],
      { first: '2026-11-21', userId: null },
      '2026-11-22',
    );
    expect(days).toEqual([
      { date: '2026-11-21', success: 1, failed: 0, stopped: 0 },
      { date: '2026-11-22', success: 0, failed: 1, stopped: 0 },
    ]);
  });
});

describe('runs per day from tasks (servers without …/stats)', () => {
  const tasks = [
    task('success', '2026-11-25T10:00:00Z', 30, 1),
    task('success', '2026-11-25T11:00:00Z', 90, 2),
    task('error', '2026-11-25T12:00:00Z', 10, 1),
    task('stopped', '2026-11-27T09:00:00Z', 5, 2),
    task('running', '2026-11-27T10:00:00Z', null, 1),
    task('waiting', '2026-11-27T10:30:00Z', null, 1),
    // Before the range: not counted.
    task('success', '2026-11-20T23:00:00Z', 30, 1),
  ];
  it('counts success, failed (error) and stopped per day, zeros for days without runs', () => {
    const days = daysFromTasks(tasks, { first: '2026-11-24', userId: null }, '2026-11-28');
    expect(days).toEqual([
      { date: '2026-11-24', success: 0, failed: 0, stopped: 0 },
      { date: '2026-11-25', success: 2, failed: 1, stopped: 0 },
      { date: '2026-11-26', success: 0, failed: 0, stopped: 0 },
      { date: '2026-11-27', success: 0, failed: 0, stopped: 1 },
      { date: '2026-11-28', success: 0, failed: 0, stopped: 0 },
    ]);
    expect(successRate(days)).toBe(0.5);
  });
  it('keeps one user’s runs', () => {
    const days = daysFromTasks(tasks, { first: '2026-11-24', userId: 2 }, '2026-11-28');
    expect(days.filter((d) => d.success + d.failed + d.stopped > 0)).toEqual([
      { date: '2026-11-25', success: 1, failed: 0, stopped: 0 },
      { date: '2026-11-27', success: 0, failed: 0, stopped: 1 },
    ]);
  });
  it('has no success rate without runs', () => {
    expect(
      successRate(daysFromTasks([], { first: '2026-11-24', userId: null }, '2026-11-25')),
    ).toBe(null);
  });
});

describe('runs per day from the server', () => {
  it('reads error as failed, fills missing days and drops days outside the range', () => {
    const days = daysFromServer(
      [
        {
          date: '2026-11-27',
          count_by_status: { success: 3, error: 1, running: 2 },
          avg_duration: 0,
        },
        { date: '2026-11-25', count_by_status: { stopped: 1 }, avg_duration: 0 },
        { date: '2026-11-01', count_by_status: { success: 9 }, avg_duration: 0 },
      ],
      '2026-11-25',
      '2026-11-27',
    );
    expect(days).toEqual([
      { date: '2026-11-25', success: 0, failed: 0, stopped: 1 },
      { date: '2026-11-26', success: 0, failed: 0, stopped: 0 },
      { date: '2026-11-27', success: 3, failed: 1, stopped: 0 },
    ]);
    expect(successRate(days)).toBe(0.6);
  });
});

describe('median duration', () => {
  it('is the middle run, or the mean of the two middle ones, of ended runs with both times', () => {
    /** Runs created at the same time, each of a status and a duration in seconds. */
    const runs = (...rows: [string, number][]) =>
      rows.map(([status, seconds]) => task(status, '2026-11-25T10:00:00Z', seconds));
    expect(
      medianDuration(runs(['success', 30], ['error', 10], ['stopped', 90], ['running', 500])),
    ).toEqual({ seconds: 30, runs: 3 });
    expect(
      medianDuration(runs(['success', 30], ['success', 10], ['success', 20], ['success', 100])),
    ).toEqual({ seconds: 25, runs: 4 });
    expect(medianDuration([task('success', '2026-11-25T10:00:00Z', null)])).toBeNull();
  });
});

describe('coverage of the loaded tasks', () => {
  it('is the whole history below the limit, else since the oldest task loaded', () => {
    const tasks = [
      task('success', '2026-11-25T10:00:00Z'),
      task('success', '2026-11-20T10:00:00Z'),
    ];
    expect(coverageOf(tasks, 200)).toEqual({
      tasks: 2,
      complete: true,
      since: '2026-11-20T10:00:00Z',
    });
    expect(coverageOf(tasks, 2).complete).toBe(false);
  });
});
