// Type tests: checked by `tsc` (pnpm typecheck). The outputs are the request bodies.
import type * as v from 'valibot';
import { expectTypeOf } from 'vitest';
import type { FormIssue } from './issues';
import { validateForm } from './issues';
import type { runnerSchema } from './admin';
import type { projectSchema } from './project';
import type { repositorySchema } from './resources';
import type { scheduleSchema } from './schedule';

type Out<T extends v.GenericSchema> = v.InferOutput<T>;

expectTypeOf<Out<typeof projectSchema>['max_parallel_tasks']>().toEqualTypeOf<number>();
expectTypeOf<Out<typeof runnerSchema>['max_parallel_tasks']>().toEqualTypeOf<number>();
expectTypeOf<Out<typeof scheduleSchema>['template_id']>().toEqualTypeOf<number>();
expectTypeOf<Out<typeof scheduleSchema>['repository_id']>().toEqualTypeOf<number | null>();
expectTypeOf<Out<typeof repositorySchema>['ssh_key_id']>().toEqualTypeOf<number>();

declare const input: unknown;
declare const schema: typeof projectSchema;
const result = validateForm(schema, input);
if (result.success) expectTypeOf(result.output.name).toEqualTypeOf<string>();
else expectTypeOf(result.fieldErrors).toEqualTypeOf<Readonly<Record<string, FormIssue>>>();
