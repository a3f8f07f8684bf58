// Reads the test run's output on stdin and prints one closing line: "Tests: N passed, N failed".
// Vitest prints "Tests  3 failed | 40 passed (43)"; Playwright prints "  12 passed (30.1s)".
let text = '';
process.stdin.on('data', (chunk) => (text += chunk));
process.stdin.on('end', () => {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const line of text.split('\n')) {
    const body = line.replace(/^[^\s]+:(test|e2e): /, '');
    const vitest = /^\s*Tests\s+(.*)\(\d+\)\s*$/.exec(body);
    if (vitest) {
      passed += Number(/(\d+) passed/.exec(vitest[1])?.[1] ?? 0);
      failed += Number(/(\d+) failed/.exec(vitest[1])?.[1] ?? 0);
      skipped += Number(/(\d+) skipped/.exec(vitest[1])?.[1] ?? 0);
      continue;
    }
    const pw = /^\s+(\d+) (passed|failed|flaky|skipped)( \(.*\))?\s*$/.exec(body);
    if (pw && line.includes(':e2e:')) {
      const n = Number(pw[1]);
      if (pw[2] === 'passed' || pw[2] === 'flaky') passed += n;
      else if (pw[2] === 'failed') failed += n;
      else skipped += n;
    }
  }
  console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
});
