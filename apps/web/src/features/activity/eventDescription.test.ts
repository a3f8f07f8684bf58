import { describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '../../i18n/i18n';
import { eventDescription } from './eventDescription';

describe('eventDescription (API §5.14)', () => {
  it.each([
    ['Task ID 12 queued for running', ' queued'],
    ['Task ID 12 (Deploy) is running', ' (Deploy) is running'],
  ])('%s', async (description, after) => {
    await activateLocale('en');
    expect(eventDescription(description, i18n)).toEqual({
      before: '',
      task: { id: 12, label: 'Task #12' },
      after,
    });
  });

  it('Task ID 12 (Deploy (prod)) finished - SUCCESS / ERROR / STOPPED', async () => {
    await activateLocale('en');
    const finished = (status: string) =>
      eventDescription(`Task ID 12 (Deploy (prod)) finished - ${status}`, i18n);
    expect(finished('SUCCESS')).toEqual({
      before: '',
      task: { id: 12, label: 'Task #12' },
      after: ' (Deploy (prod)) finished: Success',
    });
    expect(finished('ERROR').after).toBe(' (Deploy (prod)) finished: Failed');
    expect(finished('STOPPED').after).toBe(' (Deploy (prod)) finished: Stopped');
  });

  it('translates the sentence and the status label', async () => {
    await activateLocale('de');
    const { before, task, after } = eventDescription('Task ID 7 (Build) finished - ERROR', i18n);
    expect(task?.id).toBe(7);
    expect(`${before}${task?.label}${after}`).not.toMatch(/finished|ERROR/);
    expect(`${before}${task?.label}${after}`).toContain('Fehlgeschlagen');
    await activateLocale('en');
  });

  it('leaves other events as the server wrote them', async () => {
    await activateLocale('en');
    for (const text of ['Inventory prod created', 'Task ID x queued for running', '']) {
      expect(eventDescription(text, i18n)).toEqual({ before: text, task: null, after: '' });
    }
  });
});
