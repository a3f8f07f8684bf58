export { createDemoServer, requestPath } from './server';
export type { DemoServer, DemoServerOptions } from './server';
export type { OidcProvider, RunnerTiming } from './demo';
export type { DemoState, TaskStatus, ProjectRole } from './model';
export { seedState, demoPassword } from './seed';
