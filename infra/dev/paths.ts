import { fileURLToPath } from 'node:url'
import path from 'node:path'

/** Absolute paths the orchestrator, e2e harness and benchmarks share. */
export const INFRA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const ROOT_DIR = path.resolve(INFRA_DIR, '..')
/** Local state: secrets, logs, test reports. Gitignored. */
export const RUN_DIR = path.join(INFRA_DIR, '.run')
export const SECRETS_FILE = path.join(RUN_DIR, 'secrets.env')
/** The card provider stand-in's charges, kept across `npm start` runs. */
export const CARD_STATE_FILE = path.join(RUN_DIR, 'card-provider.json')
export const MAIL_STATE_FILE = path.join(RUN_DIR, 'mail-outbox.json')
export const DEFAULT_REMOTES_MANIFEST = path.join(INFRA_DIR, 'deploy', 'remotes.json')

export const fromRoot = (...parts: string[]): string => path.join(ROOT_DIR, ...parts)
