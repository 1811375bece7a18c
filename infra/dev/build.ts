import { spawn } from 'node:child_process'
import { ROOT_DIR } from './paths.js'

/** Runs a command in the repository root with inherited output; resolves with its exit code. */
export function runInRoot(
  cmd: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT_DIR, stdio: 'inherit', env })
    child.on('error', reject)
    child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)))
  })
}

/** The root `build` script: shell, remotes, services and gateway. */
export async function buildAll(): Promise<void> {
  const code = await runInRoot('pnpm', ['run', 'build'])
  if (code !== 0) throw new Error(`build failed (exit ${code})`)
}
