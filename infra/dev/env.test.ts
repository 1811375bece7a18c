import { describe, expect, it, vi } from 'vitest'
import { HTTP_SERVICES, planPorts } from './catalog.js'
import {
  DEV_MAIL_FROM,
  authCliEnv,
  cardStandInEnv,
  gatewayEnv,
  mailStandInEnv,
  mailStandInUrl,
  serviceEnv,
  workersEnv,
  type SystemConfig,
} from './env.js'
import { generateSecrets } from './secrets.js'

const secrets = generateSecrets()
const byName = (name: string) => {
  const s = HTTP_SERVICES.find((x) => x.name === name)
  if (!s) throw new Error(name)
  return s
}

function config(over: Partial<SystemConfig> = {}): SystemConfig {
  return {
    mode: 'prod',
    ports: planPorts({ gateway: 18080, firstService: 18101 }),
    dbPrefix: 'seats_e2e_x',
    redisPrefix: 'seats_e2e_x',
    mysqlUrl: 'mysql://root@127.0.0.1:3306',
    dbUsers: true,
    redisUrl: 'redis://127.0.0.1:6379',
    secrets,
    nodeEnv: 'production',
    logLevel: 'info',
    cookieSecure: true,
    present: [byName('auth'), byName('seating')],
    remotesManifest: '/m/remotes.json',
    shellDist: '/r/shell/dist',
    remoteDists: { landing: '/r/mfe-landing/dist', admin: '/r/mfe-admin/dist' },
    cardStandIn: true,
    mailStandIn: true,
    testClock: false,
    extraEnv: {},
    processEnv: {},
    ...over,
  }
}

describe('the card provider', () => {
  it('points billing and the gateway at the stand-in, and only billing and the stand-in hold its private key', () => {
    const c = config({ present: [byName('auth'), byName('billing')] })
    const billing = serviceEnv(c, byName('billing'))
    expect(billing).toMatchObject({
      SUMIT_API_URL: 'http://127.0.0.1:18180',
      SUMIT_API_KEY: secrets.CARD_API_KEY,
      CARD_SCRIPT_URLS: 'http://127.0.0.1:18180/scripts/payments.js',
    })
    expect(cardStandInEnv(c)).toMatchObject({ PORT: '18180', API_KEY: secrets.CARD_API_KEY })
    expect(gatewayEnv(c).CARD_PROVIDER_ORIGINS).toBe('http://127.0.0.1:18180')
    for (const env of [serviceEnv(c, byName('auth')), gatewayEnv(c), workersEnv(c)]) {
      expect(Object.values(env)).not.toContain(secrets.CARD_API_KEY)
    }
  })
})

describe('the mail stand-in', () => {
  it('listens on firstService + 90 (SMTP) and + 91 (its outbox API); the workers send to it', () => {
    const c = config({ mailStateFile: '/run/mail-outbox.json' })
    expect(mailStandInEnv(c)).toMatchObject({
      SMTP_PORT: '18191',
      PORT: '18192',
      HOST: '127.0.0.1',
      STATE_FILE: '/run/mail-outbox.json',
      NODE_ENV: 'production',
    })
    expect(mailStandInUrl(c)).toBe('http://127.0.0.1:18192')
    expect(workersEnv(c)).toMatchObject({ SMTP_URL: 'smtp://127.0.0.1:18191', MAIL_FROM: DEV_MAIL_FROM })
    // Only the workers send mail.
    for (const env of [serviceEnv(c, byName('auth')), gatewayEnv(c)]) expect(env.SMTP_URL).toBeUndefined()
    expect(mailStandInEnv(config()).STATE_FILE).toBeUndefined()
  })

  it("passes a real server's settings through to the workers instead", () => {
    const saved = { ...process.env }
    Object.assign(process.env, {
      SMTP_HOST: 'smtp.example.com',
      SMTP_USER: 'u',
      SMTP_PASS: 'p',
      SMTP_PORT: '465',
    })
    try {
      const env = workersEnv(config({ mailStandIn: false }))
      expect(env).toMatchObject({
        SMTP_HOST: 'smtp.example.com',
        SMTP_USER: 'u',
        SMTP_PASS: 'p',
        SMTP_PORT: '465',
      })
      expect(env.SMTP_URL).toBeUndefined()
    } finally {
      for (const k of ['SMTP_HOST', 'SMTP_USER', 'SMTP_PASS', 'SMTP_PORT']) {
        if (saved[k] === undefined) delete process.env[k]
        else process.env[k] = saved[k]
      }
    }
  })
})

describe('planPorts', () => {
  it('uses the catalogue defaults', () => {
    const p = planPorts()
    expect(p.gateway).toBe(8080)
    expect(p).toMatchObject({ cardProvider: 4180, mailSmtp: 4191, mailHttp: 4192 })
    expect(p.services).toMatchObject({
      auth: 4101,
      seating: 4102,
      reporting: 4103,
      billing: 4104,
      leads: 4105,
    })
    expect(p.vite).toMatchObject({ shell: 5173, landing: 5174, seating: 5175, admin: 5176 })
  })

  it('numbers services from a custom first port in catalogue order', () => {
    expect(planPorts({ firstService: 18101 }).services).toMatchObject({ auth: 18101, leads: 18105 })
  })
})

describe('serviceEnv', () => {
  it('gives each service its port, its own database and the shared settings', () => {
    const env = serviceEnv(config(), byName('seating'))
    expect(env).toMatchObject({
      PORT: '18102',
      DB_NAME: 'seats_e2e_x_seating',
      REDIS_PREFIX: 'seats_e2e_x',
      AUTH_URL: 'http://127.0.0.1:18101',
      COOKIE_SECURE: 'true',
      INTERNAL_TOKEN: secrets.INTERNAL_TOKEN_SEATING,
    })
  })

  it('gives each process its own internal token, and each service the list of who may call it', () => {
    const seating = serviceEnv(config(), byName('seating'))
    expect(seating.INTERNAL_CALLERS).toBe(
      `auth=${secrets.INTERNAL_TOKEN_AUTH},reporting=${secrets.INTERNAL_TOKEN_REPORTING},` +
        `workers=${secrets.INTERNAL_TOKEN_WORKERS},ops=${secrets.INTERNAL_TOKEN_OPS}`,
    )
    // Billing's maintenance is the workers' alone; leads is reached by auth alone.
    expect(serviceEnv(config(), byName('billing')).INTERNAL_CALLERS).toBe(
      `workers=${secrets.INTERNAL_TOKEN_WORKERS}`,
    )
    expect(serviceEnv(config(), byName('leads')).INTERNAL_CALLERS).toBe(`auth=${secrets.INTERNAL_TOKEN_AUTH}`)
    // Seating texts households through reporting's SMS provider.
    expect(serviceEnv(config(), byName('reporting')).INTERNAL_CALLERS).toBe(
      `auth=${secrets.INTERNAL_TOKEN_AUTH},seating=${secrets.INTERNAL_TOKEN_SEATING},` +
        `workers=${secrets.INTERNAL_TOKEN_WORKERS},ops=${secrets.INTERNAL_TOKEN_OPS}`,
    )
    expect(workersEnv(config()).INTERNAL_TOKEN).toBe(secrets.INTERNAL_TOKEN_WORKERS)
    expect(serviceEnv(config(), byName('auth')).INTERNAL_TOKEN).toBe(secrets.INTERNAL_TOKEN_AUTH)
  })

  it('runs each service as a database user of its own, and migrates it as another; never as root', () => {
    const seating = serviceEnv(config(), byName('seating'))
    const runtime = new URL(seating.MYSQL_URL ?? '')
    const migration = new URL(seating.MIGRATION_MYSQL_URL ?? '')
    expect(runtime.username).toBe('seats_e2e_x_seating')
    expect(migration.username).toBe('seats_e2e_x_seating_mig')
    expect(runtime.host).toBe('127.0.0.1:3306')
    expect(runtime.password.length).toBeGreaterThan(30)
    expect(runtime.password).not.toBe(migration.password)
    expect(new URL(serviceEnv(config(), byName('auth')).MYSQL_URL ?? '').password).not.toBe(runtime.password)
    // The workers reach no database at all.
    expect(workersEnv(config()).MYSQL_URL).toBeUndefined()
  })

  it('falls back to the given database user when it may not create users', () => {
    const seating = serviceEnv(config({ dbUsers: false }), byName('seating'))
    expect(seating.MYSQL_URL).toBe('mysql://root@127.0.0.1:3306')
    expect(seating.MIGRATION_MYSQL_URL).toBeUndefined()
  })

  it('keeps every credential and data store out of the gateway', () => {
    const env = gatewayEnv(config())
    for (const name of [
      'INTERNAL_TOKEN',
      'INTERNAL_CALLERS',
      'MYSQL_URL',
      'REDIS_URL',
      'JWT_PRIVATE_KEY',
      'IVR_SECRET',
      'REPORT_LINK_SECRET',
      'SEASON_LINK_SECRET',
    ])
      expect(env[name], name).toBeUndefined()
    for (const value of Object.values(env)) expect(value).not.toContain(secrets.INTERNAL_TOKEN_WORKERS)
  })

  it('hands the signing key to auth alone', () => {
    expect(serviceEnv(config(), byName('auth')).JWT_PRIVATE_KEY).toBe(secrets.JWT_PRIVATE_KEY)
    expect(serviceEnv(config(), byName('seating')).JWT_PRIVATE_KEY).toBeUndefined()
    expect(workersEnv(config()).JWT_PRIVATE_KEY).toBeUndefined()
    expect(gatewayEnv(config()).JWT_PRIVATE_KEY).toBeUndefined()
  })

  it('hands the report links secret to reporting alone', () => {
    expect(serviceEnv(config(), byName('reporting')).REPORT_LINK_SECRET).toBe(secrets.REPORT_LINK_SECRET)
    expect(serviceEnv(config(), byName('seating')).REPORT_LINK_SECRET).toBeUndefined()
    expect(gatewayEnv(config()).REPORT_LINK_SECRET).toBeUndefined()
  })

  it('hands the seat request links secret to seating alone', () => {
    expect(serviceEnv(config(), byName('seating')).SEASON_LINK_SECRET).toBe(secrets.SEASON_LINK_SECRET)
    expect(serviceEnv(config(), byName('reporting')).SEASON_LINK_SECRET).toBeUndefined()
    expect(gatewayEnv(config()).SEASON_LINK_SECRET).toBeUndefined()
  })

  it('hands the phone line secret to reporting alone', () => {
    expect(serviceEnv(config(), byName('reporting')).IVR_SECRET).toBe(secrets.IVR_SECRET)
    expect(serviceEnv(config(), byName('seating')).IVR_SECRET).toBeUndefined()
    expect(gatewayEnv(config()).IVR_SECRET).toBeUndefined()
  })

  it('passes the secret being rotated out to reporting alone, only when it is given', () => {
    expect(serviceEnv(config(), byName('reporting')).IVR_SECRET_PREVIOUS).toBeUndefined()
    vi.stubEnv('IVR_SECRET_PREVIOUS', 'the-old-phone-line-secret')
    try {
      expect(serviceEnv(config(), byName('reporting')).IVR_SECRET_PREVIOUS).toBe('the-old-phone-line-secret')
      expect(serviceEnv(config(), byName('seating')).IVR_SECRET_PREVIOUS).toBeUndefined()
      expect(gatewayEnv(config()).IVR_SECRET_PREVIOUS).toBeUndefined()
    } finally {
      vi.unstubAllEnvs()
    }
  })

  it('gives reporting the phone line placeholder number, which per-process env may replace', () => {
    expect(serviceEnv(config(), byName('reporting')).IVR_PHONE_NUMBER).toBe('03-555-0100')
    expect(
      serviceEnv(config({ processEnv: { reporting: { IVR_PHONE_NUMBER: '*2580' } } }), byName('reporting'))
        .IVR_PHONE_NUMBER,
    ).toBe('*2580')
  })

  it('lets per-process env override the defaults', () => {
    const env = serviceEnv(config({ processEnv: { auth: { ACCESS_TOKEN_TTL: '8s' } } }), byName('auth'))
    expect(env.ACCESS_TOKEN_TTL).toBe('8s')
    expect(serviceEnv(config(), byName('seating')).ACCESS_TOKEN_TTL).toBeUndefined()
  })

  it('passes the seed accounts to the auth CLI only', () => {
    expect(authCliEnv(config())).toMatchObject({
      SEED_ADMIN_EMAIL: secrets.SEED_ADMIN_EMAIL,
      SEED_SEASON_DEMO_EMAIL: secrets.SEED_SEASON_DEMO_EMAIL,
      SEED_SEASON_DEMO_PASSWORD: secrets.SEED_SEASON_DEMO_PASSWORD,
      DB_NAME: 'seats_e2e_x_auth',
    })
    expect(serviceEnv(config(), byName('auth')).SEED_ADMIN_PASSWORD).toBeUndefined()
    expect(serviceEnv(config(), byName('auth')).SEED_SEASON_DEMO_PASSWORD).toBeUndefined()
  })
})

describe('gatewayEnv', () => {
  it('points only at deployed services, so the others answer 503', () => {
    const env = gatewayEnv(config())
    expect(env.AUTH_URL).toBe('http://127.0.0.1:18101')
    expect(env.SEATING_URL).toBe('http://127.0.0.1:18102')
    expect(env.REPORTING_URL).toBeUndefined()
    expect(env.PORT).toBe('18080')
  })

  it('lists remote dists in catalogue order, extra mounts after', () => {
    const env = gatewayEnv(config({ remoteDists: { admin: '/a', landing: '/l', 'landing-next': '/n' } }))
    expect(env.REMOTE_DISTS).toBe('landing=/l,admin=/a,landing-next=/n')
    expect(env.REMOTES_MANIFEST).toBe('/m/remotes.json')
    expect(env.SHELL_DIST).toBe('/r/shell/dist')
  })
})

describe('gatewayEnv in dev mode', () => {
  it('leaves the front end to the Vite servers', () => {
    const env = gatewayEnv(config({ mode: 'dev' }))
    expect(env.SHELL_DIST).toBe('')
    expect(env.REMOTE_DISTS).toBe('')
  })
})

describe('the test clock', () => {
  it("is on only in a test system's services and workers, which run as NODE_ENV=test; the gateway stays production", () => {
    const plain = config()
    expect(serviceEnv(plain, byName('auth')).TEST_CLOCK).toBeUndefined()
    expect(serviceEnv(plain, byName('auth')).NODE_ENV).toBe('production')
    const test = config({ testClock: true })
    for (const name of ['auth', 'seating']) {
      expect(serviceEnv(test, byName(name))).toMatchObject({ TEST_CLOCK: 'on', NODE_ENV: 'test' })
    }
    expect(workersEnv(test)).toMatchObject({ TEST_CLOCK: 'on', NODE_ENV: 'test' })
    expect(gatewayEnv(test).TEST_CLOCK).toBeUndefined()
    expect(gatewayEnv(test).NODE_ENV).toBe('production')
  })
})

describe("the reminders' run now", () => {
  const runNow = (over: Partial<SystemConfig>) =>
    serviceEnv(config({ present: [byName('reporting')], ...over }), byName('reporting')).REMINDERS_RUN_NOW

  it('is offered on a development run (npm run dev) and on a test system, never on the built system (npm start)', () => {
    vi.stubEnv('REMINDERS_RUN_NOW', undefined)
    try {
      expect(runNow({ mode: 'prod' })).toBe('false')
      expect(runNow({ mode: 'dev', nodeEnv: 'development' })).toBe('true')
      expect(runNow({ mode: 'prod', testClock: true })).toBe('true')
    } finally {
      vi.unstubAllEnvs()
    }
  })
})

describe('the metrics ports', () => {
  it("listen on loopback only, like the services: the numbers are for this machine's scraper", () => {
    const c = config()
    expect(gatewayEnv(c).METRICS_HOST).toBe('127.0.0.1')
    expect(workersEnv(c).METRICS_HOST).toBe('127.0.0.1')
  })
})
