import { GATEWAY, HTTP_SERVICES, REMOTES, type HttpServiceDef, type PortPlan } from './catalog.js';
import type { Secrets } from './secrets.js';

export type Mode = 'prod' | 'dev';
export type Env = Record<string, string>;

/** Everything that decides what each process gets in its environment. */
export interface SystemConfig {
  mode: Mode;
  ports: PortPlan;
  /** Each service's database is `<dbPrefix>_<service>`. */
  dbPrefix: string;
  redisPrefix: string;
  mysqlUrl: string;
  redisUrl: string;
  secrets: Secrets;
  nodeEnv: string;
  logLevel: string;
  cookieSecure: boolean;
  /** Services found on disk (built in prod mode, with sources in dev mode). */
  present: readonly HttpServiceDef[];
  remotesManifest: string;
  shellDist: string;
  /** Remote name -> absolute folder the gateway serves at /remotes/<name>/. */
  remoteDists: Record<string, string>;
  /** Added to every process. */
  extraEnv: Env;
  /** Added to one process, by name (auth, gateway, workers, ...). */
  processEnv: Record<string, Env>;
}

/** The phone line's placeholder number on this machine (a 555 number, never a real line). */
export const DEV_PHONE_LINE = '03-555-0100';

export const serviceUrl = (port: number): string => `http://127.0.0.1:${port}`;

export const databaseName = (config: Pick<SystemConfig, 'dbPrefix'>, service: string): string =>
  `${config.dbPrefix}_${service}`;

/** Where every deployed service lives; undeployed ones stay unset so the gateway answers 503. */
function serviceUrls(config: SystemConfig): Env {
  const urls: Env = {};
  for (const s of config.present) urls[s.urlEnv] = serviceUrl(config.ports.services[s.name] ?? s.defaultPort);
  return urls;
}

function common(config: SystemConfig): Env {
  return {
    NODE_ENV: config.nodeEnv,
    LOG_LEVEL: config.logLevel,
    MYSQL_URL: config.mysqlUrl,
    REDIS_URL: config.redisUrl,
    REDIS_PREFIX: config.redisPrefix,
    JWT_PUBLIC_KEY: config.secrets.JWT_PUBLIC_KEY,
    JWT_ISSUER: 'seats-auth',
    JWT_AUDIENCE: 'seats-api',
    INTERNAL_TOKEN: config.secrets.INTERNAL_TOKEN,
    COOKIE_SECURE: String(config.cookieSecure),
    ...serviceUrls(config),
  };
}

export function serviceEnv(config: SystemConfig, service: HttpServiceDef): Env {
  const env: Env = {
    ...common(config),
    PORT: String(config.ports.services[service.name] ?? service.defaultPort),
    DB_NAME: databaseName(config, service.name),
  };
  // Only auth signs tokens; nobody else may hold the private key.
  if (service.name === 'auth') env.JWT_PRIVATE_KEY = config.secrets.JWT_PRIVATE_KEY;
  // The phone line answers only with this secret in its URL; nobody else needs it.
  if (service.name === 'reporting') {
    env.IVR_SECRET = config.secrets.IVR_SECRET;
    // The number the tour tells worshippers to call; a local placeholder until a real line is configured.
    env.IVR_PHONE_NUMBER = process.env.IVR_PHONE_NUMBER ?? DEV_PHONE_LINE;
  }
  return { ...env, ...config.extraEnv, ...config.processEnv[service.name] };
}

/** The auth CLI (seed, create-admin) runs against auth's database with auth's env. */
export function authCliEnv(config: SystemConfig): Env {
  const auth = HTTP_SERVICES.find((s) => s.name === 'auth');
  if (!auth) throw new Error('auth is missing from the service catalogue');
  return {
    ...serviceEnv(config, auth),
    SEED_ADMIN_EMAIL: config.secrets.SEED_ADMIN_EMAIL,
    SEED_ADMIN_PASSWORD: config.secrets.SEED_ADMIN_PASSWORD,
    SEED_DEMO_EMAIL: config.secrets.SEED_DEMO_EMAIL,
    SEED_DEMO_PASSWORD: config.secrets.SEED_DEMO_PASSWORD,
  };
}

export function gatewayEnv(config: SystemConfig): Env {
  const remoteDists = REMOTES.filter((r) => config.remoteDists[r.name])
    .map((r) => `${r.name}=${config.remoteDists[r.name]}`)
    .concat(
      Object.entries(config.remoteDists)
        .filter(([name]) => !REMOTES.some((r) => r.name === name))
        .map(([name, dir]) => `${name}=${dir}`),
    )
    .join(',');
  // In dev mode the Vite servers serve the front end; the gateway is the API only (and skips compressing builds).
  const dev = config.mode === 'dev';
  return {
    ...common(config),
    PORT: String(config.ports.gateway),
    SHELL_DIST: dev ? '' : config.shellDist,
    REMOTE_DISTS: dev ? '' : remoteDists,
    REMOTES_MANIFEST: config.remotesManifest,
    ...config.extraEnv,
    ...config.processEnv[GATEWAY.name],
  };
}

export function workersEnv(config: SystemConfig): Env {
  return { ...common(config), ...config.extraEnv, ...config.processEnv.workers };
}
