export { chromiumLaunchOptions, CHROMIUM_ARGS } from './chromium';
export { freePort, startProcess, waitForHttp, type StartedProcess } from './processes';
export {
  startConsole,
  startDemoServer,
  startStack,
  DEMO_ADMIN,
  type Stack,
  type StackOptions,
} from './stack';
