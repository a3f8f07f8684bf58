/**
 * A deterministic Ansible-like log: PLAY/TASK banners, ok/changed/failed/skipping results in
 * Ansible's colours, warnings, a recap, and some 256-colour and truecolour lines.
 */
export function ansibleLog(lines: number): string {
  const hosts = ['web-01', 'web-02', 'web-03', 'db-01', 'db-02', 'cache-01', 'lb-01'];
  const tasks = [
    'common : install base packages',
    'common : configure ntp',
    'nginx : template site config',
    'nginx : ensure nginx is running',
    'postgres : create databases',
    'app : deploy release 2026.11.22',
  ];
  const out: string[] = [];
  let seed = 42;
  const rand = (n: number): number => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % n;
  };
  const stars = (title: string): string => `${title} ${'*'.repeat(Math.max(3, 79 - title.length))}`;
  let play = 0;
  while (out.length < lines) {
    out.push(stars(`PLAY [site ${play++}]`));
    out.push('');
    for (let t = 0; t < 12 && out.length < lines; t++) {
      out.push(stars(`TASK [${tasks[rand(tasks.length)]}]`));
      for (const host of hosts) {
        const r = rand(100);
        if (r < 55) out.push(`\x1b[0;32mok: [${host}]\x1b[0m`);
        else if (r < 75)
          out.push(`\x1b[0;33mchanged: [${host}] => (item=package-${rand(50)})\x1b[0m`);
        else if (r < 85) out.push(`\x1b[0;36mskipping: [${host}]\x1b[0m`);
        else if (r < 90)
          out.push(
            `\x1b[0;31mfatal: [${host}]: FAILED! => {"changed": false, "msg": "No package matching 'pkg-${rand(9)}' is available"}\x1b[0m`,
          );
        else if (r < 94)
          out.push(
            `\x1b[1;35m[WARNING]: Platform linux on host ${host} is using the discovered Python\x1b[0m`,
          );
        else if (r < 97)
          out.push(
            `\x1b[38;5;208mdeprecation: module ${host} uses a \x1b[1mlegacy\x1b[22m option\x1b[0m`,
          );
        else
          out.push(
            `\x1b[38;2;${rand(256)};${rand(256)};${rand(256)}m${host}\x1b[0m \x1b[48;5;236mtruecolour step ${rand(1000)}\x1b[0m`,
          );
      }
      out.push('');
    }
    out.push(stars('PLAY RECAP'));
    for (const host of hosts) {
      out.push(
        `\x1b[0;33m${host.padEnd(26)}\x1b[0m : \x1b[0;32mok=${rand(40)}  \x1b[0m \x1b[0;33mchanged=${rand(9)}  \x1b[0m unreachable=0    \x1b[0;31mfailed=${rand(2)}   \x1b[0m \x1b[0;36mskipped=${rand(5)}   \x1b[0m rescued=0    ignored=0`,
      );
    }
    out.push('');
  }
  out.length = lines;
  // One join with a trailing empty element gives a flat string (a `+ '\n'` would make a cons
  // string, which halves every scanner's speed and is not what a websocket chunk looks like).
  out.push('');
  return out.join('\n');
}
