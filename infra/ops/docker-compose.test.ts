import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { INTERNAL_CALLERS } from '../dev/internal-callers.js'
import { parseEnvFile } from '../dev/secrets.js'
import { fromRoot } from '../dev/paths.js'
import { deploymentNeeds, NOT_FOR_THE_GATEWAY, PROCESSES, requiredEnv } from './process-env.js'

/**
 * The one-host deployment (docker-compose.yml), checked without a Docker engine: what each process gets,
 * whose credentials it holds, and that every value it reads is made by make-env.mjs.
 */
const composeText = readFileSync(fromRoot('infra', 'deploy', 'docker-compose.yml'), 'utf8')
const compose = parse(composeText, { merge: true }) as {
  services: Record<string, { environment?: Record<string, string> }>
}
/** A process's environment, each ${VAR:?message} read as ${VAR}. */
const envOf = (name: string): Record<string, string> =>
  Object.fromEntries(
    Object.entries(compose.services[name]?.environment ?? {}).map(([k, v]) => [
      k,
      String(v).replace(/\$\{(\w+)[^}]*\}/g, '${$1}'),
    ]),
  )
const made = parseEnvFile(
  execFileSync('node', [fromRoot('infra', 'deploy', 'make-env.mjs')], { encoding: 'utf8' }),
)

describe('docker-compose.yml', () => {
  it.each(PROCESSES)('$name gets every setting it cannot start without', async (p) => {
    const env = envOf(p.name)
    for (const name of [...(await requiredEnv(p.dir, p.schema)), ...deploymentNeeds(p)])
      expect(env[name], `${p.name} gets ${name}`).toBeDefined()
  })

  it('runs each service as its own database user and migrates it as another; never as root', () => {
    for (const p of PROCESSES.filter((x) => x.database)) {
      const env = envOf(p.name)
      expect(new URL(env.MYSQL_URL ?? '').username).toBe(`seats_${p.name}`)
      expect(new URL(env.MIGRATION_MYSQL_URL ?? '').username).toBe(`seats_${p.name}_mig`)
    }
    expect(envOf('workers').MYSQL_URL).toBeUndefined()
    expect(composeText).not.toMatch(/mysql:\/\/root/)
    // The database container creates those users on its first start.
    const init = readFileSync(fromRoot('infra', 'deploy', 'mysql-init', '10-service-users.sh'), 'utf8')
    expect(init).toContain('for service in auth seating reporting billing leads')
    expect(compose.services.mysql).toMatchObject({
      volumes: expect.arrayContaining(['./mysql-init:/docker-entrypoint-initdb.d:ro']),
    })
  })

  it('gives each process its own internal token, and each service the callers the start command allows', () => {
    const tokens = PROCESSES.filter((p) => p.name !== 'gateway').map((p) => envOf(p.name).INTERNAL_TOKEN)
    expect(new Set(tokens).size).toBe(tokens.length)
    for (const [service, callers] of Object.entries(INTERNAL_CALLERS)) {
      const listed = (envOf(service).INTERNAL_CALLERS ?? '').split(',').map((pair) => pair.split('=')[0])
      // The operator's tools reach seating directly on one machine only.
      expect(listed, service).toEqual(callers.filter((c) => c !== 'ops'))
      for (const pair of (envOf(service).INTERNAL_CALLERS ?? '').split(',')) {
        const [name, token] = pair.split('=')
        expect(token, `${service} knows ${name} by ${name}'s own token`).toBe(envOf(name!).INTERNAL_TOKEN)
      }
    }
  })

  it('keeps every credential and data store out of the gateway', () => {
    const env = envOf('gateway')
    for (const name of NOT_FOR_THE_GATEWAY) expect(env[name], `the gateway holds no ${name}`).toBeUndefined()
  })

  it('reads only values make-env.mjs makes, or ones with a default', () => {
    const read = [...composeText.matchAll(/\$\{(\w+)(:?[-?][^}]*)?\}/g)]
    const missing = read.filter(([, name, modifier]) => !modifier?.startsWith(':-') && !(name! in made))
    expect(missing.map(([, name]) => name)).toEqual([])
  })
})
