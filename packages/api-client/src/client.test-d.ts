import type * as v from 'valibot';
import { describe, expectTypeOf, it } from 'vitest';
import { createApiClient, type TaskOutputBatch } from './client';
import { type TaskSchema, type TemplateSchema } from './schemas';
import type { Inventory, Task, TaskOutput, Template } from './schemas';

const client = createApiClient({ baseUrl: 'http://h/' });
const p = client.project(1);

describe('method types', () => {
  it('creates that answer 204 without a body resolve with void', () => {
    expectTypeOf(p.keys.create).returns.toEqualTypeOf<Promise<void>>();
    expectTypeOf(p.repositories.create).returns.toEqualTypeOf<Promise<void>>();
    expectTypeOf(p.environment.create).returns.toEqualTypeOf<Promise<void>>();
    expectTypeOf(p.team.add).returns.toEqualTypeOf<Promise<void>>();
  });

  it('creates that answer 201/200 resolve with the object', () => {
    expectTypeOf(p.inventory.create).returns.toEqualTypeOf<Promise<Inventory>>();
    expectTypeOf(p.templates.create).returns.toEqualTypeOf<Promise<Template>>();
    expectTypeOf(p.tasks.create).returns.toEqualTypeOf<Promise<Task>>();
    expectTypeOf(p.tasks.output).returns.toEqualTypeOf<Promise<TaskOutput[]>>();
    expectTypeOf(p.tasks.outputBatches).returns.toEqualTypeOf<AsyncIterable<TaskOutputBatch>>();
  });

  it('bodies need no ids: the client adds them', () => {
    expectTypeOf(p.views.update).parameter(1).toEqualTypeOf<{ title: string; position: number }>();
  });

  it('JSON-string fields stay strings on the wire types', () => {
    expectTypeOf<Task['environment']>().toEqualTypeOf<string>();
    expectTypeOf<Template['arguments']>().toEqualTypeOf<string | null>();
  });

  it('schemas output the wire types', () => {
    expectTypeOf<v.InferOutput<typeof TaskSchema>>().toEqualTypeOf<Task>();
    expectTypeOf<v.InferOutput<typeof TemplateSchema>>().toEqualTypeOf<Template>();
  });
});
