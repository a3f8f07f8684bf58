/**
 * Seed data that looks like a real installation: users for every role, three projects, keys of each
 * type, repositories, inventories, environments with secrets, templates for every app in views,
 * schedules, integrations, runners, apps and a task history with stored output.
 */
import { taskFixture } from '@semaphore-console/api-client/testing';
import { hashPassword, randomToken } from './demo';
import {
  type DemoState,
  type StoredApp,
  type StoredKey,
  type StoredTask,
  type StoredTemplate,
  type SurveyVar,
  type TaskStatus,
  type IntegrationAuthMethod,
  type InventoryType,
  emptyState,
  nextId,
  nextTaskId,
} from './model';
import { scriptFor } from './output';

/** Password of every seeded user (COMMON.md). */
export const demoPassword = 'changeme';

/** Default apps of the server (§6.17.3) plus a configured `pulumi` app. */
export function defaultApps(): Record<string, StoredApp> {
  const app = (priority: number, title = ''): StoredApp => ({
    active: true,
    priority,
    title,
    icon: '',
    color: '',
    dark_color: '',
    path: '',
    args: null,
  });
  return {
    ansible: app(1000),
    terraform: app(900),
    tofu: app(800),
    bash: app(700),
    powershell: app(600),
    python: app(500),
    pulumi: app(400, 'Pulumi'),
  };
}

const fakePrivateKey =
  '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n-----END OPENSSH PRIVATE KEY-----';

/**
 * Builds the seeded state. `now` (ms since the epoch) anchors the task history, which spans the
 * preceding days; `boltTaskIds` gives tasks the [Bolt] decreasing ids.
 */
export function seedState(now = Date.now(), options: { boltTaskIds?: boolean } = {}): DemoState {
  const s = emptyState();
  if (options.boltTaskIds) s.boltTaskIds = true;
  const iso = (msAgo: number): string => new Date(now - msAgo).toISOString();
  const hour = 3_600_000;
  const day = 24 * hour;

  const user = (username: string, name: string, admin: boolean): number => {
    const salt = randomToken(8);
    const id = nextId(s, 'users');
    s.users.push({
      id,
      created: iso(90 * day - id * hour),
      username,
      name,
      email: `${username}@example.com`,
      admin,
      external: false,
      alert: false,
      salt,
      password_hash: hashPassword(demoPassword, salt),
    });
    return id;
  };
  const admin = user('admin', 'Ada Admin', true);
  const owner = user('owner', 'Olivia Owner', false);
  const manager = user('manager', 'Max Manager', false);
  const runner = user('runner', 'Rita Runner', false);
  const guest = user('guest', 'Gus Guest', false);
  user('dana', 'Dana Developer', false);
  s.apps = defaultApps();

  const project = (name: string, maxParallel: number, ageDays: number): number => {
    const id = nextId(s, 'projects');
    s.projects.push({
      id,
      name,
      created: iso(ageDays * day),
      alert: false,
      alert_chat: null,
      max_parallel_tasks: maxParallel,
      type: '',
    });
    s.members.push(
      { project_id: id, user_id: owner, role: 'owner' },
      { project_id: id, user_id: manager, role: 'manager' },
      { project_id: id, user_id: runner, role: 'task_runner' },
      { project_id: id, user_id: guest, role: 'guest' },
    );
    s.events.push({
      user_id: admin,
      project_id: id,
      integration_id: null,
      object_id: id,
      object_type: 'project',
      description: `Project created`,
      created: iso(ageDays * day),
    });
    return id;
  };

  const key = (
    projectId: number,
    name: string,
    type: StoredKey['type'],
    secret: Partial<Pick<StoredKey, 'string' | 'login_password' | 'ssh'>>,
    empty = false,
  ): number => {
    const id = nextId(s, 'keys');
    s.keys.push({
      id,
      name,
      type,
      project_id: projectId,
      string: secret.string ?? '',
      login_password: secret.login_password ?? { login: '', password: '' },
      ssh: secret.ssh ?? { login: '', passphrase: '', private_key: '' },
      empty: empty || type === 'none',
      environment_id: null,
      secret_type: null,
    });
    return id;
  };

  const history: { tpl: StoredTemplate; statuses: TaskStatus[] }[] = [];
  let taskClock = 0;

  const setupProject = (
    projectId: number,
    templates: (ids: ProjectIds) => Omit<StoredTemplate, 'id' | 'project_id' | 'tasks'>[],
  ): void => {
    const none = key(projectId, 'None', 'none', {});
    const ssh = key(projectId, 'Deploy SSH key', 'ssh', {
      ssh: { login: 'deploy', passphrase: '', private_key: fakePrivateKey },
    });
    const gh = key(projectId, 'GitHub token', 'login_password', {
      login_password: { login: 'ci-bot', password: 'ghp_demo0000000000000000000000000000' },
    });
    const vault = key(projectId, 'Vault password', 'login_password', {
      login_password: { login: '', password: 'vault-demo-password' },
    });
    const become = key(projectId, 'Sudo credentials', 'login_password', {
      login_password: { login: 'deploy', password: 'sudo-demo-password' },
    });
    key(projectId, 'Legacy bastion key (restored)', 'ssh', {}, true);

    const repo = (
      name: string,
      git_url: string,
      git_branch: string,
      ssh_key_id: number,
    ): number => {
      const id = nextId(s, 'repositories');
      s.repositories.push({ id, name, project_id: projectId, git_url, git_branch, ssh_key_id });
      return id;
    };
    const playbooks = repo(
      'Playbooks',
      'git@github.com:example/platform-playbooks.git',
      'main',
      ssh,
    );
    const modules = repo(
      'Terraform modules',
      'https://github.com/example/terraform-modules.git',
      'main',
      gh,
    );
    const scripts = repo('Local scripts', '/opt/semaphore/scripts', '', none);

    const inventory = (
      name: string,
      type: InventoryType,
      text: string,
      extra: Partial<{ ssh_key_id: number; become_key_id: number; repository_id: number }> = {},
    ): number => {
      const id = nextId(s, 'inventories');
      s.inventories.push({
        id,
        name,
        project_id: projectId,
        inventory: text,
        ssh_key_id: extra.ssh_key_id ?? null,
        become_key_id: extra.become_key_id ?? null,
        type,
        holder_id: null,
        repository_id: extra.repository_id ?? null,
      });
      return id;
    };
    const prodInv = inventory(
      'Production',
      'static',
      '[web]\nweb-01.prod.example.com\nweb-02.prod.example.com\nweb-03.prod.example.com\n\n[db]\ndb-01.prod.example.com\n',
      { ssh_key_id: ssh, become_key_id: become },
    );
    const stagingInv = inventory(
      'Staging',
      'static-yaml',
      'all:\n  children:\n    web:\n      hosts:\n        web-01.staging.example.com:\n        web-02.staging.example.com:\n',
      { ssh_key_id: ssh },
    );
    const awsInv = inventory('AWS (dynamic)', 'file', 'inventories/aws_ec2.yml', {
      ssh_key_id: ssh,
      repository_id: playbooks,
    });

    const environment = (
      name: string,
      json: object,
      env: object | null,
      secrets: [string, 'var' | 'env'][],
    ): number => {
      const id = nextId(s, 'environments');
      s.environments.push({
        id,
        name,
        project_id: projectId,
        password: null,
        json: JSON.stringify(json),
        env: env === null ? null : JSON.stringify(env),
      });
      for (const [secretName, secretType] of secrets) {
        const kid = key(projectId, secretName, 'string', { string: `demo-${secretName}` });
        const k = s.keys.find((x) => x.id === kid) as StoredKey;
        k.environment_id = id;
        k.secret_type = secretType;
      }
      return id;
    };
    const prodEnv = environment(
      'Production',
      { app_env: 'production', release_channel: 'stable', replicas: 3 },
      { AWS_REGION: 'eu-central-1', TF_IN_AUTOMATION: '1' },
      [
        ['db_password', 'var'],
        ['AWS_SECRET_ACCESS_KEY', 'env'],
      ],
    );
    const stagingEnv = environment(
      'Staging',
      { app_env: 'staging', release_channel: 'beta', replicas: 1 },
      { AWS_REGION: 'eu-west-1' },
      [['db_password', 'var']],
    );
    const emptyEnv = environment('Empty', {}, null, []);

    const view = (title: string, position: number): number => {
      const id = nextId(s, 'views');
      s.views.push({ id, project_id: projectId, title, position });
      return id;
    };
    const ids: ProjectIds = {
      keys: { none, ssh, gh, vault, become },
      repos: { playbooks, modules, scripts },
      inventories: { prod: prodInv, staging: stagingInv, aws: awsInv },
      envs: { prod: prodEnv, staging: stagingEnv, empty: emptyEnv },
      views: {
        deploy: view('Deploy', 0),
        infra: view('Infrastructure', 1),
        maintenance: view('Maintenance', 2),
      },
      byName: {},
    };
    for (const t of templates(ids)) {
      const id = nextId(s, 'templates');
      const tpl: StoredTemplate = { ...t, id, project_id: projectId, tasks: 0 };
      tpl.vaults = tpl.vaults.map((v) => ({
        ...v,
        id: nextId(s, 'vaults'),
        project_id: projectId,
        template_id: id,
      }));
      if (t.build_template_id === -1) tpl.build_template_id = ids.byName.build ?? null;
      if (tpl.type === 'build') ids.byName.build = id;
      if ((tpl.app === 'terraform' || tpl.app === 'tofu') && tpl.inventory_id === null) {
        const inv = inventory(`${tpl.name} - default`, 'terraform-workspace', 'default');
        const stored = s.inventories.find((x) => x.id === inv);
        if (stored) stored.holder_id = id;
        tpl.inventory_id = inv;
      }
      s.templates.push(tpl);
    }
  };

  const base = {
    arguments: null,
    allow_override_args_in_task: false,
    description: null,
    vaults: [],
    start_version: null,
    build_template_id: null,
    autorun: false,
    git_branch: null,
    survey_vars: null,
    suppress_success_alerts: false,
  } satisfies Partial<StoredTemplate>;

  const deploySurvey: SurveyVar[] = [
    {
      name: 'release_notes',
      title: 'Release notes',
      required: false,
      type: '',
      description: 'Shown in the deployment log',
      values: null,
    },
    {
      name: 'canary_percent',
      title: 'Canary traffic (%)',
      required: true,
      type: 'int',
      description: '',
      values: null,
    },
    {
      name: 'region',
      title: 'Region',
      required: true,
      type: 'enum',
      description: 'Where to deploy',
      values: [
        { name: 'Frankfurt', value: 'eu-central-1' },
        { name: 'Ireland', value: 'eu-west-1' },
        { name: 'Virginia', value: 'us-east-1' },
      ],
    },
    {
      name: 'api_token',
      title: 'API token',
      required: false,
      type: 'secret',
      description: 'Used for smoke tests',
      values: null,
    },
  ];

  const web = project('Acme Web Platform', 0, 60);
  setupProject(web, (ids) => [
    {
      ...base,
      name: 'Build web app',
      app: 'bash',
      type: 'build',
      playbook: 'ci/build.sh',
      start_version: '1.4.0',
      repository_id: ids.repos.playbooks,
      inventory_id: null,
      environment_id: ids.envs.empty,
      view_id: ids.views.deploy,
      description: 'Builds and uploads the web application bundle',
    },
    {
      ...base,
      name: 'Deploy to staging',
      app: 'ansible',
      type: 'deploy',
      playbook: 'deploy.yml',
      build_template_id: -1,
      autorun: true,
      repository_id: ids.repos.playbooks,
      inventory_id: ids.inventories.staging,
      environment_id: ids.envs.staging,
      view_id: ids.views.deploy,
      vaults: [{ id: 0, project_id: 0, template_id: 0, vault_key_id: ids.keys.vault, name: null }],
    },
    {
      ...base,
      name: 'Deploy to production',
      app: 'ansible',
      type: 'deploy',
      playbook: 'deploy.yml',
      build_template_id: -1,
      repository_id: ids.repos.playbooks,
      inventory_id: ids.inventories.prod,
      environment_id: ids.envs.prod,
      view_id: ids.views.deploy,
      survey_vars: deploySurvey,
      vaults: [
        { id: 0, project_id: 0, template_id: 0, vault_key_id: ids.keys.vault, name: null },
        { id: 0, project_id: 0, template_id: 0, vault_key_id: ids.keys.vault, name: 'prod' },
      ],
      description: 'Rolling deployment behind the load balancer',
    },
    {
      ...base,
      name: 'Ping hosts',
      app: 'ansible',
      type: '',
      playbook: 'ping.yml',
      arguments: '["--forks", "20"]',
      allow_override_args_in_task: true,
      repository_id: ids.repos.playbooks,
      inventory_id: ids.inventories.prod,
      environment_id: ids.envs.empty,
      view_id: ids.views.maintenance,
      survey_vars: [
        {
          name: 'ping_timeout',
          title: 'Timeout (s)',
          required: false,
          type: 'int',
          description: '',
          values: null,
        },
      ],
    },
    {
      ...base,
      name: 'Provision network',
      app: 'terraform',
      type: '',
      playbook: '',
      repository_id: ids.repos.modules,
      inventory_id: null,
      environment_id: ids.envs.prod,
      view_id: ids.views.infra,
      git_branch: 'main',
    },
    {
      ...base,
      name: 'Provision database cluster',
      app: 'tofu',
      type: '',
      playbook: 'stacks/database',
      repository_id: ids.repos.modules,
      inventory_id: null,
      environment_id: ids.envs.prod,
      view_id: ids.views.infra,
    },
    {
      ...base,
      name: 'Update DNS stack',
      app: 'pulumi',
      type: '',
      playbook: 'stacks/dns',
      repository_id: ids.repos.modules,
      inventory_id: null,
      environment_id: ids.envs.prod,
      view_id: ids.views.infra,
    },
    {
      ...base,
      name: 'Rotate logs',
      app: 'bash',
      type: '',
      playbook: 'rotate-logs.sh',
      repository_id: ids.repos.scripts,
      inventory_id: null,
      environment_id: ids.envs.empty,
      view_id: ids.views.maintenance,
    },
    {
      ...base,
      name: 'Soak test (long running)',
      app: 'bash',
      type: '',
      playbook: 'soak-test.sh',
      repository_id: ids.repos.scripts,
      inventory_id: null,
      environment_id: ids.envs.empty,
      view_id: ids.views.maintenance,
      description: 'Logs one line per health check for about 30 seconds',
    },
    {
      ...base,
      name: 'Nightly sales report',
      app: 'python',
      type: '',
      playbook: 'reports/nightly.py',
      repository_id: ids.repos.scripts,
      inventory_id: null,
      environment_id: ids.envs.prod,
      view_id: ids.views.maintenance,
    },
    {
      ...base,
      name: 'Disable stale AD accounts',
      app: 'powershell',
      type: '',
      playbook: 'ad/Disable-StaleAccounts.ps1',
      repository_id: ids.repos.scripts,
      inventory_id: null,
      environment_id: ids.envs.empty,
      view_id: ids.views.maintenance,
    },
  ]);

  const infra = project('Infrastructure', 2, 45);
  setupProject(infra, (ids) => [
    {
      ...base,
      name: 'Core network',
      app: 'terraform',
      type: '',
      playbook: 'network',
      repository_id: ids.repos.modules,
      inventory_id: null,
      environment_id: ids.envs.prod,
      view_id: ids.views.infra,
    },
    {
      ...base,
      name: 'Kubernetes cluster',
      app: 'tofu',
      type: '',
      playbook: 'k8s',
      repository_id: ids.repos.modules,
      inventory_id: null,
      environment_id: ids.envs.prod,
      view_id: ids.views.infra,
    },
    {
      ...base,
      name: 'Patch servers',
      app: 'ansible',
      type: '',
      playbook: 'patch.yml',
      repository_id: ids.repos.playbooks,
      inventory_id: ids.inventories.prod,
      environment_id: ids.envs.prod,
      view_id: ids.views.maintenance,
      suppress_success_alerts: true,
    },
    {
      ...base,
      name: 'Backup databases',
      app: 'bash',
      type: '',
      playbook: 'backup-db.sh',
      repository_id: ids.repos.scripts,
      inventory_id: null,
      environment_id: ids.envs.prod,
      view_id: ids.views.maintenance,
    },
  ]);

  const data = project('Data Pipelines', 0, 20);
  setupProject(data, (ids) => [
    {
      ...base,
      name: 'Load orders into warehouse',
      app: 'python',
      type: '',
      playbook: 'etl/orders.py',
      repository_id: ids.repos.scripts,
      inventory_id: null,
      environment_id: ids.envs.prod,
      view_id: ids.views.deploy,
    },
    {
      ...base,
      name: 'Refresh materialized views',
      app: 'bash',
      type: '',
      playbook: 'refresh-views.sh',
      repository_id: ids.repos.scripts,
      inventory_id: null,
      environment_id: ids.envs.empty,
      view_id: ids.views.maintenance,
    },
  ]);

  // Schedules.
  const tplByName = (projectId: number, name: string): StoredTemplate =>
    s.templates.find((t) => t.project_id === projectId && t.name === name) as StoredTemplate;
  const schedule = (
    projectId: number,
    tplName: string,
    name: string,
    cron: string,
    active: boolean,
    repositoryId: number | null = null,
  ): void => {
    s.schedules.push({
      id: nextId(s, 'schedules'),
      project_id: projectId,
      template_id: tplByName(projectId, tplName).id,
      cron_format: cron,
      name,
      active,
      repository_id: repositoryId,
    });
  };
  schedule(web, 'Nightly sales report', 'Every night at 02:30', '30 2 * * *', true);
  schedule(web, 'Rotate logs', 'Hourly log rotation', '0 * * * *', false);
  schedule(infra, 'Patch servers', 'Sunday patching', '0 3 * * 0', true);
  schedule(infra, 'Backup databases', 'Every 6 hours', '0 */6 * * *', true);
  const webModules = s.repositories.find(
    (r) => r.project_id === web && r.name === 'Terraform modules',
  );
  schedule(
    web,
    'Provision network',
    'On new commit to modules',
    '*/5 * * * *',
    false,
    webModules?.id ?? null,
  );

  // Integrations.
  const integration = (
    projectId: number,
    tplName: string,
    name: string,
    auth: { method: IntegrationAuthMethod; header: string; secret: string | null },
    matchers: [string, string, string, string, string][],
    values: [string, string, string, string, string][],
  ): void => {
    const id = nextId(s, 'integrations');
    const secretKey = auth.secret
      ? (s.keys.find((k) => k.project_id === projectId && k.name === auth.secret)?.id ?? null)
      : null;
    s.integrations.push({
      id,
      name,
      project_id: projectId,
      template_id: tplByName(projectId, tplName).id,
      auth_method: auth.method,
      auth_secret_id: secretKey,
      auth_header: auth.header,
      searchable: true,
      task_params: null,
    });
    for (const m of matchers) {
      s.matchers.push({
        id: nextId(s, 'matchers'),
        integration_id: id,
        name: m[0],
        match_type: m[1],
        method: m[2],
        body_data_type: m[3],
        key: m[4].split('=')[0] as string,
        value: m[4].split('=').slice(1).join('='),
      });
    }
    for (const v of values) {
      s.extractValues.push({
        id: nextId(s, 'extractValues'),
        integration_id: id,
        name: v[0],
        value_source: v[1],
        body_data_type: v[2],
        key: v[3],
        variable: v[4],
      });
    }
    s.aliases.push({
      id: nextId(s, 'aliases'),
      alias: randomToken(12)
        .replace(/[^a-z0-9]/g, '')
        .slice(0, 16)
        .padEnd(16, 'x'),
      project_id: projectId,
      integration_id: id,
    });
  };
  integration(
    web,
    'Build web app',
    'GitHub push to main',
    { method: 'github', header: '', secret: 'GitHub token' },
    [
      ['Push events', 'header', 'equals', '', 'X-GitHub-Event=push'],
      ['Main branch', 'body', 'equals', 'json', 'ref=refs/heads/main'],
    ],
    [
      ['Commit', 'body', 'json', 'head_commit.id', 'commit_sha'],
      ['Pusher', 'body', 'json', 'pusher.name', 'pushed_by'],
      ['Delivery', 'header', '', 'X-GitHub-Delivery', 'delivery_id'],
    ],
  );
  integration(
    infra,
    'Patch servers',
    'Alertmanager: kernel CVE',
    { method: 'token', header: 'X-Alertmanager-Token', secret: 'GitHub token' },
    [['Firing alerts', 'body', 'equals', 'json', 'status=firing']],
    [['Alert name', 'body', 'json', 'commonLabels.alertname', 'alert_name']],
  );
  s.aliases.push({
    id: nextId(s, 'aliases'),
    alias: 'webplatformhooks1',
    project_id: web,
    integration_id: null,
  });

  // Runners.
  const runnerRow = (name: string, active: boolean, maxParallel: number): void => {
    s.runners.push({
      id: nextId(s, 'runners'),
      project_id: null,
      webhook: '',
      max_parallel_tasks: maxParallel,
      active,
      name,
      token: randomToken(32),
    });
  };
  runnerRow('runner-eu-central-1a', true, 4);
  runnerRow('runner-us-east-1', false, 2);

  // Task history with stored output.
  for (const tpl of s.templates) {
    const statuses: TaskStatus[] =
      tpl.type === 'build'
        ? ['success', 'success', 'error', 'success']
        : tpl.name.includes('production')
          ? ['success', 'stopped']
          : tpl.app === 'terraform' || tpl.app === 'tofu'
            ? ['success', 'error']
            : ['success', 'success', 'error'];
    history.push({ tpl, statuses });
  }
  const starters = [owner, manager, runner, admin];
  const builds = new Map<number, StoredTask[]>();
  for (const { tpl, statuses } of history) {
    statuses.forEach((status, i) => {
      taskClock++;
      const created = now - (statuses.length - i) * day + taskClock * 7 * 60_000;
      const start = created + 5_000;
      const script = scriptFor({
        app: tpl.app,
        templateName: tpl.name,
        playbook: tpl.playbook,
        vars: { demo_fail: status === 'error' },
        debug: false,
        dryRun: false,
        limit: '',
      });
      const lines = [
        `Task ${0} added to queue`,
        `Started: ${0}`,
        `Run TaskRunner with template: ${tpl.name}`,
        ...script.lines,
        ...(status === 'stopped' ? [] : (script.afterConfirm ?? [])),
      ];
      const id = nextTaskId(s);
      lines[0] = `Task ${id} added to queue`;
      lines[1] = `Started: ${id}`;
      const end = start + lines.length * 400;
      const buildTask =
        tpl.type === 'deploy' && tpl.build_template_id !== null
          ? (builds.get(tpl.build_template_id) ?? []).filter((b) => b.status === 'success').at(-1)
          : undefined;
      const task: StoredTask = taskFixture({
        id,
        template_id: tpl.id,
        project_id: tpl.project_id,
        status,
        user_id: starters[(id + i) % starters.length] ?? null,
        created: new Date(created).toISOString(),
        start: new Date(start).toISOString(),
        end: new Date(end).toISOString(),
        message: i === 0 ? 'Initial run' : '',
        commit_hash:
          (id * 2654435761).toString(16).padStart(8, '0').slice(0, 8) +
          'c0ffee1234567890abcdef1234567890',
        commit_message: 'Merge pull request #' + (100 + id) + ' from example/feature',
        build_task_id: buildTask?.id ?? null,
        version:
          tpl.type === 'build'
            ? `1.4.${i}`
            : tpl.type === 'deploy'
              ? (buildTask?.version ?? null)
              : null,
      });

      s.tasks.push(task);
      if (tpl.type === 'build') builds.set(tpl.id, [...(builds.get(tpl.id) ?? []), task]);
      s.outputs[String(id)] = lines.map((output, li) => ({
        time: new Date(start + li * 400).toISOString(),
        output,
      }));
      s.events.push({
        user_id: task.user_id,
        project_id: task.project_id,
        integration_id: null,
        object_id: id,
        object_type: 'task',
        description: `Task ID ${id} (${tpl.name}) finished - ${status.toUpperCase()}`,
        created: task.end as string,
      });
    });
  }
  s.events.sort((a, b) => (a.created < b.created ? -1 : 1));
  return s;
}

/** Ids created while seeding one project (used to wire its templates). */
interface ProjectIds {
  keys: { none: number; ssh: number; gh: number; vault: number; become: number };
  repos: { playbooks: number; modules: number; scripts: number };
  inventories: { prod: number; staging: number; aws: number };
  envs: { prod: number; staging: number; empty: number };
  views: { deploy: number; infra: number; maintenance: number };
  byName: { build?: number };
}
