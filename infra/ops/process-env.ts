import { fromRoot } from '../dev/paths.js'

/** The deployed processes, with the env schema each one validates at boot. */
export const PROCESSES = [
  { name: 'auth', dir: 'services/auth', schema: 'authEnvSchema', database: true },
  { name: 'seating', dir: 'services/seating', schema: 'seatingEnvSchema', database: true },
  { name: 'reporting', dir: 'services/reporting', schema: 'reportingEnvSchema', database: true },
  { name: 'billing', dir: 'services/billing', schema: 'billingEnvSchema', database: true },
  { name: 'leads', dir: 'services/leads', schema: 'leadsEnvSchema', database: true },
  { name: 'workers', dir: 'services/workers', schema: 'workersEnvSchema', database: false },
  { name: 'gateway', dir: 'gateway', schema: 'gatewayEnvSchema', database: false },
] as const

/** The variables a process's env schema needs: no default, not optional (read from the schema itself). */
export async function requiredEnv(pkgDir: string, exportName: string): Promise<string[]> {
  const mod = (await import(fromRoot(pkgDir, 'src', 'env.ts'))) as Record<
    string,
    { shape: Record<string, { safeParse(v: unknown): { success: boolean } }> }
  >
  const shape = mod[exportName]!.shape
  return Object.keys(shape).filter((k) => !shape[k]!.safeParse(undefined).success)
}

/** What every deployment must hand a process beyond its schema's required settings. */
export function deploymentNeeds(p: (typeof PROCESSES)[number]): string[] {
  return [
    ...(p.name === 'gateway' ? ['PORT'] : ['REDIS_URL', 'REDIS_PREFIX', 'NODE_ENV']),
    ...(p.database ? ['MYSQL_URL', 'DB_NAME', 'PORT', 'AUTH_URL'] : []),
  ]
}

/** Credentials and data stores the gateway must never hold. */
export const NOT_FOR_THE_GATEWAY = [
  'INTERNAL_TOKEN',
  'INTERNAL_CALLERS',
  'MYSQL_URL',
  'MIGRATION_MYSQL_URL',
  'REDIS_URL',
  'JWT_PRIVATE_KEY',
  'IVR_SECRET',
]
