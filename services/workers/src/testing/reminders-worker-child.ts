import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url))
const ENTRY = fileURLToPath(new URL('./reminders-worker-process.ts', import.meta.url))

/**
 * Starts the reminders worker as a process of its own (reminders-worker-process.ts), so a test can kill it
 * and a benchmark can read its memory. Resolves once it takes jobs; rejects if it exits first.
 */
export function startRemindersWorkerProcess(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  // tsx is this package's own dependency: resolved from its folder, whatever folder the caller runs in.
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    cwd: PACKAGE_DIR,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(child)
    })
    child.once('exit', (code) => reject(new Error(`the worker exited (${code}) before it was ready`)))
  })
}
