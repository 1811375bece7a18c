export const MAINTENANCE_QUEUE = 'maintenance'
export const PURGE_REFRESH_TOKENS_JOB = 'purge-refresh-tokens'
/** Fixed scheduler id: every worker instance upserts the same schedule instead of adding its own. */
export const PURGE_REFRESH_TOKENS_SCHEDULER = 'purge-refresh-tokens-nightly'
export const PURGE_DEMO_GUESTS_JOB = 'purge-demo-guests'
export const PURGE_DEMO_GUESTS_SCHEDULER = 'purge-demo-guests-daily'
