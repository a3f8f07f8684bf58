/** Wire shapes of the Schedules screen, from the api-client (API §5.12, §5.10, §5.11). */
export type {
  Schedule,
  ScheduleWithTpl,
  TaskWithTpl,
  Template,
} from '@semaphore-console/api-client';
