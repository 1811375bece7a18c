import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * A Redis or MariaDB server of a test's own, on a free port with its data in a temporary folder: killing it
 * (SIGKILL, as a crash would) and starting it again on the same data touches nobody else's server.
 */
export interface ScratchServer {
  /** redis://127.0.0.1:<port> or mysql://root@127.0.0.1:<port>. */
  url: string
  /** Starts the server on its data (again, after a kill). */
  start(): Promise<void>
  /** SIGKILL: no shutdown, no flush beyond what the server had already made durable. */
  kill(): Promise<void>
  /** Kills it if it runs and deletes its data. */
  remove(): Promise<void>
}

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })

function scratch(
  url: string,
  dir: string,
  launch: () => ChildProcess,
  ready: { stream: 'stdout' | 'stderr'; says: string },
): ScratchServer {
  let child: ChildProcess | null = null
  const kill = () =>
    new Promise<void>((resolve) => {
      const running = child
      child = null
      if (!running || running.exitCode !== null || running.signalCode !== null) return resolve()
      running.once('exit', () => resolve())
      running.kill('SIGKILL')
    })
  return {
    url,
    start: () =>
      new Promise<void>((resolve, reject) => {
        const started = launch()
        child = started
        let said = ''
        started[ready.stream]?.on('data', (chunk: Buffer) => {
          said = (said + chunk.toString()).slice(-4_000)
          if (said.includes(ready.says)) resolve()
        })
        started.once('exit', (code, signal) =>
          reject(
            new Error(`${path.basename(String(started.spawnfile))} exited (${code ?? signal}): ${said}`),
          ),
        )
      }),
    kill,
    async remove() {
      await kill()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Redis as production runs it: append-only, fsync on every write, never evicting. */
export async function scratchRedis(): Promise<ScratchServer> {
  const port = await freePort()
  const dir = mkdtempSync(path.join(tmpdir(), 'seats-scratch-redis-'))
  const args = [
    ...['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', ''],
    ...['--appendonly', 'yes', '--appendfsync', 'always', '--maxmemory-policy', 'noeviction'],
  ]
  return scratch(
    `redis://127.0.0.1:${port}`,
    dir,
    () => spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'inherit'] }),
    { stream: 'stdout', says: 'Ready to accept connections' },
  )
}

/**
 * MariaDB (Debian's mariadbd) with a fresh data folder; root without a password on 127.0.0.1, as the
 * machine's own server. Small buffers: the tests write little, and start-up stays quick.
 */
export async function scratchMariadb(): Promise<ScratchServer> {
  const port = await freePort()
  const dir = mkdtempSync(path.join(tmpdir(), 'seats-scratch-mariadb-'))
  const data = path.join(dir, 'data')
  const install = spawnSync(
    'mariadb-install-db',
    [
      '--no-defaults',
      `--datadir=${data}`,
      '--auth-root-authentication-method=normal',
      '--skip-test-db',
      ...(process.getuid?.() === 0 ? ['--user=root'] : []),
    ],
    { encoding: 'utf8' },
  )
  if (install.status !== 0) throw new Error(`mariadb-install-db failed: ${install.stderr || install.stdout}`)
  const args = [
    '--no-defaults',
    `--datadir=${data}`,
    `--port=${port}`,
    '--bind-address=127.0.0.1',
    `--socket=${path.join(dir, 'mariadb.sock')}`,
    `--pid-file=${path.join(dir, 'mariadb.pid')}`,
    '--innodb-buffer-pool-size=64M',
    '--max-connections=500',
    ...(process.getuid?.() === 0 ? ['--user=root'] : []),
  ]
  return scratch(
    `mysql://root@127.0.0.1:${port}`,
    dir,
    () =>
      spawn(existsSync('/usr/sbin/mariadbd') ? '/usr/sbin/mariadbd' : 'mariadbd', args, {
        stdio: ['ignore', 'ignore', 'pipe'],
      }),
    { stream: 'stderr', says: 'ready for connections' },
  )
}
