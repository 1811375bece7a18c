/**
 * Backups for an operator (README "Backups"):
 *   pnpm -F @seats/infra db:backup -- --out /var/backups/seats/2026-11-27
 *   pnpm -F @seats/infra db:restore -- --from /var/backups/seats/2026-11-27 [--replace] [--into seats_check]
 * MYSQL_URL names the server (default: the start command's), DB_PREFIX the databases' prefix (default seats).
 */
import { parseArgs } from 'node:util'
import { backup, renamedDatabase, restore } from './backup.js'

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string' },
    from: { type: 'string' },
    replace: { type: 'boolean', default: false },
    /** Restore beside the live databases, as <into>_auth, <into>_seating, … */
    into: { type: 'string' },
  },
})
const mysqlUrl = process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306'
const prefix = process.env.DB_PREFIX ?? 'seats'

try {
  if (positionals[0] === 'backup') {
    const out = values.out ?? `backups/${new Date().toISOString().replace(/[:.]/g, '-')}`
    const m = await backup({ mysqlUrl, prefix, outDir: out })
    console.log(`backed up ${m.databases.map((d) => `${d.name} (${d.tables} tables)`).join(', ')}`)
    console.log(`  ${out}/${m.file}: ${m.bytes} bytes, sha256 ${m.sha256}`)
    console.log(
      m.binlog ? `  binlog ${m.binlog.file}:${m.binlog.position}` : '  (no binary log on this server)',
    )
  } else if (positionals[0] === 'restore' && values.from) {
    const into = values.into
    const m = await restore({ mysqlUrl, fromDir: values.from, replace: values.replace, intoPrefix: into })
    const names = m.databases.map((d) => (into ? renamedDatabase(d.name, into) : d.name))
    console.log(`restored ${names.join(', ')} as of ${m.createdAt}`)
  } else {
    console.error('usage: databases-cli backup [--out dir] | restore --from dir [--replace] [--into prefix]')
    process.exitCode = 2
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err))
  process.exitCode = 1
}
