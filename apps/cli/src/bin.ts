#!/usr/bin/env node
/**
 * The `semaphore-console` executable: runs {@link main} with the process's streams, aborts a
 * follow on SIGINT (exit 130), and exits with the code once stdout is written out.
 */
import { main } from './cli';

const controller = new AbortController();
let interrupts = 0;
process.on('SIGINT', () => {
  interrupts++;
  if (interrupts > 1) process.exit(130);
  controller.abort();
});
// A closed pipe (`… | head`) ends the program quietly.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

const code = await main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  env: process.env,
  signal: controller.signal,
});
process.exitCode = code;
// Exit once what was written has been flushed (stdin or a socket may still hold the loop).
if (process.stdout.writableLength === 0) process.exit(code);
else process.stdout.once('drain', () => process.exit(code));
