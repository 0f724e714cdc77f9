/**
 * The build an earlier commit makes, for `BENCH_BEFORE=<commit>`: server CPU depends on the machine
 * (the same build measured a third faster or slower from one day to the next on shared hardware), so
 * "before" and "after" are only comparable when both are measured in the same run, requests taking
 * turns. The commit is checked out in a temporary git worktree that borrows this checkout's
 * `node_modules`, built there with the same environment as the current build, and served from there,
 * since its server code may differ too.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface BeforeBuild {
  /** The commit as asked, and its short hash. */
  ref: string;
  commit: string;
  /** The worktree the build's server starts from. */
  cwd: string;
  /** The build, an absolute path. */
  outDir: string;
  remove(): void;
}

const git = (args: string[], cwd = process.cwd()) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

/** Checks `ref` out and builds it into `outDir` (made absolute), with `env` as the current build has it. */
export function buildBefore(ref: string, outDir: string, env: Record<string, string>): BeforeBuild {
  const commit = git(['rev-parse', '--short', `${ref}^{commit}`]);
  const cwd = mkdtempSync(join(tmpdir(), 'shop-bench-before-'));
  const absoluteOut = resolve(outDir);
  const remove = () => {
    git(['worktree', 'remove', '--force', cwd]);
    rmSync(cwd, { recursive: true, force: true });
  };
  git(['worktree', 'add', '--detach', cwd, commit]);
  try {
    if (!existsSync(join(cwd, 'node_modules'))) symlinkSync(resolve('node_modules'), join(cwd, 'node_modules'), 'dir');
    execFileSync('npx', ['astro', 'build'], {
      cwd,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...env, SHOP_OUT_DIR: absoluteOut },
    });
  } catch (error) {
    remove();
    throw error;
  }
  return { ref, commit, cwd, outDir: absoluteOut, remove };
}
