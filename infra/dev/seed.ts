import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { authCliEnv, type SystemConfig } from './env.js';
import { fromRoot } from './paths.js';
import { tsxCli } from './tools.js';

const run = promisify(execFile);

/** How to invoke the auth CLI: the built bundle, or its sources through tsx in dev mode. */
export function authCli(mode: SystemConfig['mode']): string[] | undefined {
  const dir = fromRoot('services', 'auth');
  const built = fromRoot('services', 'auth', 'dist', 'cli.js');
  const source = ['src/cli.ts', 'src/cli/index.ts'].map((f) => fromRoot('services', 'auth', f)).find(existsSync);
  if (mode === 'prod' || !source) return existsSync(built) ? [built] : undefined;
  return [tsxCli(dir), source];
}

/** Idempotent: makes sure the admin and the demo synagogue account exist. */
export async function runAuthSeed(config: SystemConfig): Promise<void> {
  const cli = authCli(config.mode);
  if (!cli) throw new Error('services/auth has no CLI to seed with (expected services/auth/dist/cli.js)');
  try {
    await run('node', [...cli, 'seed'], {
      cwd: fromRoot('services', 'auth'),
      env: { ...process.env, ...authCliEnv(config) },
      timeout: 120_000,
    });
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string; message: string };
    throw new Error(`auth seed failed: ${e.message}\n${e.stdout ?? ''}${e.stderr ?? ''}`, { cause: err });
  }
}
