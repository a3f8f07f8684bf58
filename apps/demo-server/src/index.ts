export { createDemoApp, createDemoServer, requestPath } from './server';
export type { DemoApp, DemoAppOptions, DemoServer, DemoServerOptions } from './server';
export { memoryTransport } from './memory';
export type { MemoryTransport } from './memory';
export type { HubSocket } from './hub';
export type { LdapProvider, OidcProvider, RunnerTiming, ServerVersion } from './demo';
export type { DemoState, TaskStatus, ProjectRole, StoredUser } from './model';
export { seedState, demoPassword } from './seed';
