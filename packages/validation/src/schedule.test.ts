import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHEDULE_CRON, scheduleSchema, viewSchema } from './schedule';
import { errorsOf, outputOf } from '../test/helpers';

describe('schedule (core §5)', () => {
  it('needs name, template and cron', () => {
    expect(errorsOf(scheduleSchema, { cron_format: '' })).toEqual({
      name: 'Name is required',
      template_id: 'Template is required',
      cron_format: 'Cron is required',
    });
  });

  it('defaults a new schedule to every minute', () => {
    expect(DEFAULT_SCHEDULE_CRON).toBe('* * * * *');
  });

  it('gives the request body', () => {
    expect(
      outputOf(scheduleSchema, { name: ' nightly ', template_id: 2, cron_format: '0 3 * * *' }),
    ).toEqual({
      name: 'nightly',
      template_id: 2,
      cron_format: '0 3 * * *',
      repository_id: null,
      active: true,
    });
    expect(
      outputOf(scheduleSchema, {
        name: 'n',
        template_id: 2,
        cron_format: '@hourly',
        repository_id: 5,
        active: false,
      }),
    ).toMatchObject({ repository_id: 5, active: false });
  });
});

describe('view (core §5)', () => {
  it('needs a title to save', () => {
    expect(errorsOf(viewSchema, { title: ' ', position: 1 })).toEqual({
      title: 'Title is required',
    });
    expect(outputOf(viewSchema, { id: -1, title: ' Prod ', position: 2 })).toEqual({
      id: -1,
      title: 'Prod',
      position: 2,
    });
  });
});
