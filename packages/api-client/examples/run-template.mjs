// Runs a template and prints its log as it streams (Node 20).
// SEMAPHORE_URL=https://semaphore.example/ SEMAPHORE_TOKEN=… [SEMAPHORE_PROJECT=id] \
//   node run-template.mjs ["Template name"]
import {
  createApiClient,
  createEventFeed,
  createTaskLogMerge,
  errorMessage,
} from '@semaphore-console/api-client';
import { WebSocket } from 'ws';

const baseUrl = process.env.SEMAPHORE_URL ?? 'http://127.0.0.1:3000/';
const token = process.env.SEMAPHORE_TOKEN; // an API token: see "Getting a token" below

try {
  // 1. Sign in with the token and list the projects.
  const client = createApiClient({ baseUrl, token });
  const me = await client.user.get();
  console.log(`Signed in as ${me.username}`);
  const projects = await client.projects.list();
  for (const project of projects) console.log(`  project #${project.id} ${project.name}`);

  // 2. Pick a template of the chosen (or first) project.
  const chosen = projects.find((p) => p.id === Number(process.env.SEMAPHORE_PROJECT));
  const project = client.project((chosen ?? projects[0]).id);
  const templates = await project.templates.list();
  const template = templates.find((t) => t.name === process.argv[2]) ?? templates[0];

  // 3. Open the live feed first, so no line of the new task is missed.
  const feed = createEventFeed({ baseUrl, token, WebSocket });
  await new Promise((resolve) => {
    if (feed.state === 'open') resolve();
    feed.on('state', (state) => state === 'open' && resolve());
  });
  const merge = createTaskLogMerge();
  const print = (change) => {
    for (const line of change?.added ?? []) console.log(`${line.time}  ${line.output}`);
  };
  const watched = { taskId: undefined, early: [] };
  feed.on('log', (message) => {
    if (watched.taskId === undefined) watched.early.push(message);
    else if (message.task_id === watched.taskId) print(merge.addLogEvents([message]));
  });
  const finished = new Promise((resolve) => {
    feed.on('update', (message) => {
      if (message.task_id === watched.taskId && message.end !== null) resolve(message.status);
    });
  });
  // The stored log only grows: each read asks for the records after those read before, and
  // merges them batch by batch as they download (one read at a time).
  let stored = 0;
  let reading = Promise.resolve();
  const readNew = () =>
    (reading = reading.then(async () => {
      for await (const batch of project.tasks.outputBatches(watched.taskId, { skip: stored })) {
        print(merge.addOutput(batch.records, { after: true }));
        stored = batch.end;
      }
    }));
  // The server never replays missed messages: after a reconnect, read and merge.
  feed.on('reconnected', () => void readNew());

  // 4. Run the template and print its log as it streams.
  const task = await project.tasks.create({ template_id: template.id });
  console.log(`Running "${template.name}" as task #${task.id}`);
  watched.taskId = task.id;
  print(merge.addLogEvents(watched.early.filter((message) => message.task_id === task.id)));
  await readNew();
  const status = await finished;
  await readNew();
  console.log(`Task #${task.id} finished: ${status} (${merge.lines.length} lines)`);
  feed.dispose();
} catch (error) {
  console.error(`Failed: ${errorMessage(error)}`);
  process.exitCode = 1;
}
