import { spawnSync } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';

/** Runs a list of stages through scripts/stages.sh, as scripts/test.sh does: the output (colours removed) and the exit code. */
function runStages(body: string) {
  const script = `set -uo pipefail\nsource scripts/stages.sh\n${body}\nsummary`;
  const run = spawnSync('bash', ['-c', script], { encoding: 'utf8' });
  return { output: stripVTControlCharacters(run.stdout), status: run.status };
}

describe('npm test stages', () => {
  it('runs WebKit after Firefox failed, shows both, and still fails', () => {
    const { output, status } = runStages(`
      stage "Firefox journeys" -- bash -c 'echo "firefox ran"; exit 1'
      stage "WebKit journeys" -- bash -c 'echo "webkit ran"'`);
    expect(output).toContain('firefox ran');
    expect(output).toContain('webkit ran');
    expect(output).toMatch(/ {2}Firefox journeys +failed \(\d+ s\)/);
    expect(output).toMatch(/ {2}WebKit journeys +passed \(\d+ s\)/);
    expect(output.trim().split('\n').at(-1)).toBe('stages: 1 passed, 1 failed, 0 skipped');
    expect(status).toBe(1);
  });

  it('passes when every stage passed', () => {
    const { output, status } = runStages(`
      stage "Lint and format" -- true
      stage "Type check" -- true`);
    expect(output.trim().split('\n').at(-1)).toBe('stages: 2 passed, 0 failed, 0 skipped');
    expect(status).toBe(0);
  });

  it('stops a stage at its first failing command, and skips a stage that needs a failed one', () => {
    const { output, status } = runStages(`
      two_steps() { false; echo "second step ran"; }
      stage "Production build for browser tests" -- two_steps
      stage "Browser tests" --needs "Production build for browser tests" -- bash -c 'echo "browser tests ran"'
      stage "WebKit journeys" -- true`);
    expect(output).not.toContain('second step ran');
    expect(output).not.toContain('browser tests ran');
    expect(output).toContain('skipped: it needs "Production build for browser tests", which did not pass');
    expect(output).toMatch(/ {2}Browser tests +skipped/);
    expect(output.trim().split('\n').at(-1)).toBe('stages: 1 passed, 1 failed, 1 skipped');
    expect(status).toBe(1);
  });

  it('repeats what a failed stage reported as failing after the last stage, where the tail of a long log shows it', () => {
    const { output, status } = runStages(`
      stage "Unit and integration tests" -- bash -c 'echo " FAIL  unit  tests/unit/a.test.ts > adds up"; for i in $(seq 1 200); do echo "line $i"; done; exit 1'
      stage "Browser tests" -- bash -c 'for i in $(seq 1 100); do echo "passing $i"; done'`);
    const afterLastStage = output.slice(output.lastIndexOf('passing 100'));
    expect(afterLastStage).toContain('== What failed in "Unit and integration tests" ==');
    expect(afterLastStage).toContain('FAIL  unit  tests/unit/a.test.ts > adds up');
    expect(afterLastStage).not.toContain('What failed in "Browser tests"');
    expect(status).toBe(1);
  });

  it('shows the last lines of a failed stage that named no failure', () => {
    const { output } = runStages(`
      stage "Type check" -- bash -c 'for i in $(seq 1 50); do echo "checked $i"; done; exit 2'`);
    const report = output.slice(output.indexOf('== What failed in "Type check" =='));
    expect(report).toContain('checked 50');
    expect(report).toContain('checked 21');
    expect(report).not.toContain('checked 20\n');
  });
});
