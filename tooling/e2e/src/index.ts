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
export {
  caddyBinary,
  nginxBinary,
  RECIPE_PATH,
  startCaddy,
  startNginx,
  type ProxyOptions,
  type Recipe,
  type RunningProxy,
} from './proxies';
