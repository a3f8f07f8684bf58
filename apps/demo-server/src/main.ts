import { parseArgs } from 'node:util';
import { createDemoServer } from './server';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3000' },
    host: { type: 'string', default: '127.0.0.1' },
    data: { type: 'string' },
    faults: { type: 'boolean', default: false },
  },
});

const server = await createDemoServer({ port: Number(values.port), host: values.host });
console.log(`Semaphore demo server listening on ${server.url}`);
console.log('Demo sign-in: admin / changeme');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
