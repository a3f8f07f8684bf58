/**
 * Realistic task output for the simulated runner: what Ansible, Terraform/OpenTofu, Bash, Python,
 * PowerShell and Pulumi print, with the ANSI colours they use.
 */

const ESC = '\u001b[';
const green = (s: string): string => `${ESC}0;32m${s}${ESC}0m`;
const yellow = (s: string): string => `${ESC}0;33m${s}${ESC}0m`;
const red = (s: string): string => `${ESC}0;31m${s}${ESC}0m`;
const cyan = (s: string): string => `${ESC}0;36m${s}${ESC}0m`;
const bold = (s: string): string => `${ESC}1m${s}${ESC}0m`;
const boldGreen = (s: string): string => `${ESC}1m${ESC}32m${s}${ESC}0m`;

/** A script of simulated output: lines, with an optional confirmation pause (Terraform plan). */
export interface OutputScript {
  /** Lines printed before the end (or before the confirmation pause). */
  lines: string[];
  /** Lines printed after a confirmation (Terraform/OpenTofu apply); undefined = no pause. */
  afterConfirm?: string[];
  /** Whether the run fails. */
  fails: boolean;
}

/** What the simulated run depends on. */
export interface ScriptInput {
  app: string;
  templateName: string;
  playbook: string;
  /** Merged extra variables; `demo_fail: true` makes the run fail, `demo_no_changes: true` gives an empty plan. */
  vars: Record<string, unknown>;
  debug: boolean;
  dryRun: boolean;
  limit: string;
}

function stars(prefix: string): string {
  return `${prefix} ${'*'.repeat(Math.max(3, 79 - prefix.length))}`;
}

/**
 * The hosts a play runs on: the `--limit` ones, else three of the template's group in the
 * environment its name says (`staging` runs on the staging hosts of the seeded Staging inventory,
 * anything else on production).
 */
function hostsFor(name: string, limit: string): string[] {
  if (limit)
    return limit
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean);
  const base = /db|postgres|mysql/i.test(name) ? 'db' : /lb|proxy|nginx/i.test(name) ? 'lb' : 'web';
  if (/staging/i.test(name)) {
    return [`${base}-01.staging.example.com`, `${base}-02.staging.example.com`];
  }
  return [
    `${base}-01.prod.example.com`,
    `${base}-02.prod.example.com`,
    `${base}-03.prod.example.com`,
  ];
}

function ansible(input: ScriptInput): OutputScript {
  const hosts = hostsFor(input.templateName, input.limit);
  const fails = input.vars.demo_fail === true;
  const lines: string[] = [];
  if (input.debug)
    lines.push('ansible-playbook [core 2.17.5]', '  config file = /etc/ansible/ansible.cfg');
  lines.push('', stars(`PLAY [${input.templateName}]`), '', stars('TASK [Gathering Facts]'));
  for (const h of hosts) lines.push(green(`ok: [${h}]`));
  const tasks: [string, 'ok' | 'changed' | 'skipping'][] = [
    ['common : Ensure base packages are installed', 'ok'],
    ['common : Configure timezone', 'ok'],
    ['app : Render application configuration', 'changed'],
    ['app : Pull release artifact', 'changed'],
    ['app : Run database migrations', 'skipping'],
    ['nginx : Reload nginx', 'changed'],
  ];
  // A failing run loses its last host at the artifact download; like Ansible, the play runs no
  // further task on a host after its `fatal:`.
  const failedAt = 3;
  tasks.forEach(([task, result], index) => {
    lines.push('', stars(`TASK [${task}]`));
    hosts.forEach((h, hi) => {
      const failing = fails && hi === hosts.length - 1;
      if (failing && index > failedAt) return;
      if (failing && index === failedAt) {
        lines.push(
          red(
            `fatal: [${h}]: FAILED! => {"changed": false, "msg": "Failed to download artifact: HTTP Error 503: Service Unavailable"}`,
          ),
        );
        return;
      }
      if (result === 'ok') lines.push(green(`ok: [${h}]`));
      else if (result === 'changed') lines.push(yellow(`changed: [${h}]`));
      else lines.push(cyan(`skipping: [${h}]`));
    });
    if (input.dryRun && result === 'changed')
      lines.push(cyan('(check mode: no changes were made)'));
  });
  lines.push('', stars('PLAY RECAP'));
  hosts.forEach((h, hi) => {
    const failed = fails && hi === hosts.length - 1 ? 1 : 0;
    // Gathering Facts and the three tasks before the failed one (`ok` counts the changed one).
    const line = failed
      ? `${h.padEnd(27)}: ok=4    changed=1    unreachable=0    failed=1    skipped=0    rescued=0    ignored=0`
      : `${h.padEnd(27)}: ok=6    changed=3    unreachable=0    failed=0    skipped=1    rescued=0    ignored=0`;
    lines.push(failed ? red(line) : yellow(line));
  });
  lines.push('');
  return { lines, fails };
}

function terraform(input: ScriptInput, tool: 'Terraform' | 'OpenTofu'): OutputScript {
  const fails = input.vars.demo_fail === true;
  const cmd = tool === 'Terraform' ? 'terraform' : 'tofu';
  const lines = [
    `${cmd} init -input=false`,
    '',
    bold('Initializing the backend...'),
    bold('Initializing provider plugins...'),
    '- Reusing previous version of hashicorp/aws from the dependency lock file',
    '- Using previously-installed hashicorp/aws v5.72.1',
    '',
    boldGreen(`${tool} has been successfully initialized!`),
    '',
    `${cmd} plan -input=false -out=plan.tfplan`,
    'aws_vpc.main: Refreshing state... [id=vpc-0a1b2c3d4e5f60718]',
    'aws_subnet.private[0]: Refreshing state... [id=subnet-08f1e2d3c4b5a6978]',
    'aws_security_group.web: Refreshing state... [id=sg-0c1d2e3f4a5b6c7d8]',
  ];
  if (input.vars.demo_no_changes === true) {
    lines.push(
      '',
      boldGreen('No changes.') + bold(' Your infrastructure matches the configuration.'),
      '',
    );
    return { lines, fails: false };
  }
  lines.push(
    '',
    `${tool} used the selected providers to generate the following execution plan. Resource actions are indicated with the following symbols:`,
    `  ${green('+')} create`,
    `  ${yellow('~')} update in-place`,
    '',
    `${tool} will perform the following actions:`,
    '',
    bold('  # aws_instance.web[2]') + ' will be created',
    `  ${green('+')} resource "aws_instance" "web" {`,
    `      ${green('+')} ami                    = "ami-0c7217cdde317cfec"`,
    `      ${green('+')} instance_type          = "t3.medium"`,
    `      ${green('+')} id                     = (known after apply)`,
    '    }',
    '',
    bold('  # aws_security_group.web') + ' will be updated in-place',
    `  ${yellow('~')} resource "aws_security_group" "web" {`,
    `      ${yellow('~')} description = "web tier" -> "web tier (managed)"`,
    '    }',
    '',
    bold('Plan:') + ' 1 to add, 1 to change, 0 to destroy.',
    '',
  );
  const afterConfirm = [`${cmd} apply -input=false plan.tfplan`];
  afterConfirm.push(
    'aws_security_group.web: Modifying... [id=sg-0c1d2e3f4a5b6c7d8]',
    'aws_security_group.web: Modifications complete after 1s [id=sg-0c1d2e3f4a5b6c7d8]',
    'aws_instance.web[2]: Creating...',
    'aws_instance.web[2]: Still creating... [10s elapsed]',
  );
  if (fails) {
    afterConfirm.push(
      '',
      red('Error: ') + bold('creating EC2 Instance: InsufficientInstanceCapacity'),
      '',
      '  with aws_instance.web[2],',
      '  on main.tf line 42, in resource "aws_instance" "web":',
    );
  } else {
    afterConfirm.push(
      'aws_instance.web[2]: Creation complete after 14s [id=i-0f1e2d3c4b5a69788]',
      '',
      boldGreen('Apply complete! Resources: 1 added, 1 changed, 0 destroyed.'),
      '',
    );
  }
  return { lines, afterConfirm, fails };
}

function soak(input: ScriptInput): OutputScript {
  const lines = [
    `+ ./${input.playbook}`,
    'Starting soak test: 240 iterations against https://staging.example.com',
  ];
  for (let i = 1; i <= 240; i++) {
    const ms = 40 + ((i * 37) % 160);
    const status = i % 31 === 0 ? yellow('slow') : green('ok');
    lines.push(`iteration ${String(i).padStart(3, ' ')}/240  GET /api/health  ${ms} ms  ${status}`);
  }
  lines.push(green('Soak test passed: p95 182 ms, 0 errors'));
  return { lines, fails: input.vars.demo_fail === true };
}

function shell(input: ScriptInput): OutputScript {
  if (/soak/i.test(input.playbook)) return soak(input);
  const fails = input.vars.demo_fail === true;
  const lines = [
    `+ ./${input.playbook}`,
    `[${new Date().toISOString()}] starting ${input.templateName}`,
    'Checking prerequisites... ' + green('OK'),
    'Fetching dependencies',
    '  resolved 142 packages in 1.8s',
    'Running step 1/3: build',
    '  compiled 87 files',
    'Running step 2/3: test',
    `  ${green('✓')} 312 passed, ${yellow('4 skipped')}`,
    'Running step 3/3: publish',
  ];
  if (fails) lines.push(red('error: upload failed: connection reset by peer'), 'exit status 1');
  else
    lines.push(
      `  uploaded artifact ${input.templateName.toLowerCase().replace(/\W+/g, '-')}.tar.gz (18.4 MB)`,
      green('Done.'),
    );
  return { lines, fails };
}

function python(input: ScriptInput): OutputScript {
  const fails = input.vars.demo_fail === true;
  const lines = [
    `python3 ${input.playbook}`,
    'INFO:root:Connecting to warehouse at postgres://reports@db-01.prod.example.com/analytics',
    'INFO:root:Loaded 48213 rows from orders (2.3s)',
    'INFO:root:Aggregating by region',
    `${yellow('WARNING')}:root:3 rows without region, assigned to "unknown"`,
  ];
  if (fails) {
    lines.push(
      'Traceback (most recent call last):',
      `  File "${input.playbook}", line 88, in <module>`,
      '    main()',
      red('ConnectionError: SMTP server smtp.example.com:587 refused the connection'),
    );
  } else
    lines.push(
      'INFO:root:Report written to s3://reports/daily/report.csv',
      green('INFO:root:Done.'),
    );
  return { lines, fails };
}

function powershell(input: ScriptInput): OutputScript {
  const fails = input.vars.demo_fail === true;
  const lines = [
    `pwsh -File ${input.playbook}`,
    'Importing module ActiveDirectory',
    'Found 12 stale computer accounts',
    `${yellow('WARNING:')} WS-0142 has not logged on for 181 days`,
    'Disabling stale accounts...',
  ];
  if (fails)
    lines.push(red('Disable-ADAccount : Insufficient access rights to perform the operation'));
  else lines.push('Disabled 12 accounts', green('Completed successfully.'));
  return { lines, fails };
}

function pulumi(input: ScriptInput): OutputScript {
  const fails = input.vars.demo_fail === true;
  const lines = [
    'pulumi up --yes --stack prod',
    'Updating (prod)',
    '',
    `     Type                 Name            Status`,
    `     pulumi:pulumi:Stack  infra-prod`,
    ` ${green('+')}   aws:s3:Bucket        assets          ${green('created (2s)')}`,
    ` ${yellow('~')}   aws:iam:Role         deployer        ${yellow('updated (1s)')}`,
  ];
  if (fails) lines.push(red('error: update failed'));
  else
    lines.push(
      '',
      'Resources:',
      `    ${green('+ 1 created')}`,
      `    ${yellow('~ 1 updated')}`,
      '    14 unchanged',
      '',
      'Duration: 9s',
    );
  return { lines, fails };
}

/** Builds the simulated output of one run of a template's app. */
export function scriptFor(input: ScriptInput): OutputScript {
  switch (input.app) {
    case 'ansible':
      return ansible(input);
    case 'terraform':
      return terraform(input, 'Terraform');
    case 'tofu':
      return terraform(input, 'OpenTofu');
    case 'python':
      return python(input);
    case 'powershell':
      return powershell(input);
    case 'pulumi':
      return pulumi(input);
    default:
      return shell(input);
  }
}

/**
 * The `n`-th line (0-based) of a synthetic log for benchmarks: about 100 characters, with ANSI
 * colours on every fifth line.
 */
export function syntheticLine(n: number): string {
  const num = String(n + 1);
  const text =
    '[' +
    '000000'.slice(num.length) +
    num +
    '] synthetic output line for log viewer benchmarks: host=web-' +
    (n % 50) +
    ' step=' +
    (n % 17) +
    ' value=' +
    ((n * 7919) % 100000);
  if (n % 50 === 13) return TRUECOLOR + text + RESET;
  if (n % 20 === 7) return COLOR256 + text + RESET;
  if (n % 5 === 0) return GREEN + 'ok: [web-' + (n % 50) + '.prod.example.com] => ' + text + RESET;
  if (n % 5 === 2)
    return YELLOW + 'changed: [web-' + (n % 50) + '.prod.example.com] => ' + text + RESET;
  if (n % 97 === 3) return BOLD_RED + 'fatal: ' + text + RESET;
  return text;
}

/**
 * The `n`-th line of a synthetic log made `length` characters long (benchmarks of long lines): the
 * line of {@link syntheticLine} repeated whole, then padded with text, so no escape is cut.
 */
export function syntheticLongLine(n: number, length: number): string {
  const base = `${syntheticLine(n)} `;
  const copies = Math.floor(length / base.length);
  const line = base.repeat(copies);
  const filler = ' padding=';
  return (
    line +
    filler.repeat(Math.ceil((length - line.length) / filler.length)).slice(0, length - line.length)
  );
}

const RESET = `${ESC}0m`;
const GREEN = `${ESC}0;32m`;
const YELLOW = `${ESC}0;33m`;
const BOLD_RED = `${ESC}1m${ESC}31m`;
const COLOR256 = `${ESC}38;5;208m`;
const TRUECOLOR = `${ESC}38;2;255;105;180m`;
