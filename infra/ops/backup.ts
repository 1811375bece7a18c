import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  chmodSync,
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import mysql from 'mysql2/promise'
import { HTTP_SERVICES } from '../dev/catalog.js'

/**
 * Backups of every service's database, taken together: one mysqldump run with --single-transaction over
 * all of them is one consistent snapshot (a report and the seat it frees are never from different
 * moments), written with the binary log position when the server keeps one (for point-in-time recovery
 * from the binlogs after it) and a manifest that lets a restore check the file before touching anything.
 */
export interface BackupManifest {
  createdAt: string
  server: string
  databases: Array<{ name: string; tables: number }>
  file: string
  bytes: number
  sha256: string
  /** Where the binary log stood at the snapshot; null when the server keeps none. */
  binlog: { file: string; position: number } | null
}

export const DUMP_FILE = 'databases.sql'
export const MANIFEST_FILE = 'manifest.json'

interface Connection {
  host: string
  port: number
  user: string
  password: string
}

function connectionOf(url: string): Connection {
  const u = new URL(url)
  return {
    host: u.hostname || '127.0.0.1',
    port: Number(u.port || 3306),
    user: decodeURIComponent(u.username || 'root'),
    password: decodeURIComponent(u.password),
  }
}

/** The client tools of whichever server is installed: MariaDB's names first, MySQL's otherwise. */
function tool(names: string[]): string {
  for (const name of names)
    for (const dir of (process.env.PATH ?? '').split(path.delimiter))
      if (dir && existsSync(path.join(dir, name))) return path.join(dir, name)
  throw new Error(`none of ${names.join(', ')} is installed (Debian: apt-get install -y mariadb-client)`)
}

/** The service databases under a prefix (`<prefix>_auth`, `<prefix>_seating`, …) that exist. */
export async function serviceDatabases(url: string, prefix: string): Promise<string[]> {
  const conn = await mysql.createConnection({ uri: url })
  try {
    const wanted = HTTP_SERVICES.map((s) => `${prefix}_${s.name}`)
    const [rows] = await conn.query<mysql.RowDataPacket[]>('SHOW DATABASES')
    const present = new Set(rows.map((r) => String(Object.values(r)[0])))
    return wanted.filter((name) => present.has(name))
  } finally {
    await conn.end()
  }
}

function run(
  cmd: string,
  args: string[],
  c: Connection,
  io: { stdin?: NodeJS.ReadableStream; stdout?: NodeJS.WritableStream },
) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(cmd, [`--host=${c.host}`, `--port=${c.port}`, `--user=${c.user}`, ...args], {
      // The password travels in the environment, never on a command line others can read.
      env: { ...process.env, MYSQL_PWD: c.password },
      stdio: [io.stdin ? 'pipe' : 'ignore', io.stdout ? 'pipe' : 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()))
    if (io.stdin && child.stdin) io.stdin.pipe(child.stdin)
    if (io.stdout && child.stdout) child.stdout.pipe(io.stdout)
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(cmd)} failed (${code}): ${stderr.trim()}`)),
    )
  })
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256')
  await pipeline(createReadStream(file), hash)
  return hash.digest('hex')
}

async function describeServer(url: string, databases: string[]) {
  const conn = await mysql.createConnection({ uri: url })
  try {
    const [[version]] = await conn.query<mysql.RowDataPacket[]>('SELECT VERSION() AS v')
    const [[logBin]] = await conn.query<mysql.RowDataPacket[]>("SHOW VARIABLES LIKE 'log_bin'")
    const tables: Record<string, number> = {}
    for (const db of databases) {
      const [[count]] = await conn.query<mysql.RowDataPacket[]>(
        'SELECT COUNT(*) AS n FROM information_schema.tables WHERE table_schema = ?',
        [db],
      )
      tables[db] = Number(count?.n ?? 0)
    }
    return {
      server: String(version?.v ?? ''),
      binlogOn: String(logBin?.Value ?? 'OFF').toUpperCase() === 'ON',
      tables,
    }
  } finally {
    await conn.end()
  }
}

/** Backs up every service database under `prefix` into `outDir` (created); answers the manifest. */
export async function backup(opts: {
  mysqlUrl: string
  prefix: string
  outDir: string
}): Promise<BackupManifest> {
  const databases = await serviceDatabases(opts.mysqlUrl, opts.prefix)
  if (databases.length === 0) throw new Error(`no service databases named ${opts.prefix}_* on this server`)
  const { server, binlogOn, tables } = await describeServer(opts.mysqlUrl, databases)
  // Password hashes and phones: the operator's alone (a folder only its owner enters, files only it reads).
  mkdirSync(opts.outDir, { recursive: true, mode: 0o700 })
  chmodSync(opts.outDir, 0o700)
  const file = path.join(opts.outDir, DUMP_FILE)
  const c = connectionOf(opts.mysqlUrl)
  await run(
    tool(['mariadb-dump', 'mysqldump']),
    [
      '--single-transaction',
      '--quick',
      '--routines',
      '--triggers',
      '--hex-blob',
      '--default-character-set=utf8mb4',
      // The binlog position as a comment at the top: where point-in-time recovery starts.
      ...(binlogOn ? ['--master-data=2'] : []),
      '--databases',
      ...databases,
    ],
    c,
    { stdout: createWriteStream(file, { mode: 0o600 }) },
  )
  chmodSync(file, 0o600)
  const manifest: BackupManifest = {
    createdAt: new Date().toISOString(),
    server,
    databases: databases.map((name) => ({ name, tables: tables[name] ?? 0 })),
    file: DUMP_FILE,
    bytes: readFileSync(file).byteLength,
    sha256: await sha256Of(file),
    binlog: binlogOn ? binlogPosition(file) : null,
  }
  writeFileSync(path.join(opts.outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, {
    mode: 0o600,
  })
  return manifest
}

/** Reads "CHANGE MASTER TO MASTER_LOG_FILE='x', MASTER_LOG_POS=n" from the dump's head. */
function binlogPosition(file: string): { file: string; position: number } | null {
  const head = readFileSync(file, { encoding: 'utf8' }).slice(0, 20_000)
  const m = /MASTER_LOG_FILE='([^']+)',\s*MASTER_LOG_POS=(\d+)/.exec(head)
  return m ? { file: m[1] ?? '', position: Number(m[2]) } : null
}

/** A backed-up database's name under another prefix: `seats_auth` into `seats_check` is `seats_check_auth`. */
export function renamedDatabase(name: string, intoPrefix: string): string {
  return `${intoPrefix}_${name.slice(name.lastIndexOf('_') + 1)}`
}

/**
 * The dump with its databases renamed, line by line: only the statements that name a database (the
 * `Current Database` comment, CREATE DATABASE and USE), never a row's data.
 */
function renameDatabases(names: Map<string, string>): Transform {
  let rest = ''
  const rename = (line: string) => {
    if (!/^(-- Current Database: |CREATE DATABASE |USE )/.test(line)) return line
    return line.replace(/`([^`]+)`/, (whole, name: string) => {
      const to = names.get(name)
      return to ? `\`${to}\`` : whole
    })
  }
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      const lines = (rest + chunk.toString('utf8')).split('\n')
      rest = lines.pop() ?? ''
      done(null, lines.map((l) => `${rename(l)}\n`).join(''))
    },
    flush(done) {
      done(null, rename(rest))
    },
  })
}

/**
 * Restores a backup into a server: the file must match its manifest, and the databases must not exist
 * or be empty (an existing database with tables is never overwritten unless `replace`). `intoPrefix`
 * restores beside the live databases under other names, to compare before switching.
 */
export async function restore(opts: {
  mysqlUrl: string
  fromDir: string
  replace?: boolean
  intoPrefix?: string
}): Promise<BackupManifest> {
  const manifest = JSON.parse(readFileSync(path.join(opts.fromDir, MANIFEST_FILE), 'utf8')) as BackupManifest
  const file = path.join(opts.fromDir, manifest.file)
  if ((await sha256Of(file)) !== manifest.sha256)
    throw new Error(`${file} does not match its manifest (sha256): refusing to restore it`)
  if (opts.intoPrefix !== undefined && !/^\w+$/.test(opts.intoPrefix))
    throw new Error(`the prefix to restore into must be a plain name, not "${opts.intoPrefix}"`)
  const names = new Map(
    manifest.databases.map(({ name }) => [
      name,
      opts.intoPrefix ? renamedDatabase(name, opts.intoPrefix) : name,
    ]),
  )
  const conn = await mysql.createConnection({ uri: opts.mysqlUrl })
  try {
    for (const name of names.values()) {
      const [[count]] = await conn.query<mysql.RowDataPacket[]>(
        'SELECT COUNT(*) AS n FROM information_schema.tables WHERE table_schema = ?',
        [name],
      )
      if (Number(count?.n ?? 0) === 0) continue
      if (!opts.replace)
        throw new Error(
          `database ${name} already holds tables: restore into an empty server, or pass --replace`,
        )
      await conn.query(`DROP DATABASE \`${name.replace(/`/g, '')}\``)
    }
  } finally {
    await conn.end()
  }
  const dump = createReadStream(file)
  await run(tool(['mariadb', 'mysql']), ['--default-character-set=utf8mb4'], connectionOf(opts.mysqlUrl), {
    stdin: opts.intoPrefix ? dump.pipe(renameDatabases(names)) : dump,
  })
  return manifest
}
