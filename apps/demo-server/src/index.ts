export { createDemoServer, type DemoServerOptions } from './server';
