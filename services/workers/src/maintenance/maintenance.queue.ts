export const MAINTENANCE_QUEUE = 'maintenance'
export const PURGE_REFRESH_TOKENS_JOB = 'purge-refresh-tokens'
/** Fixed scheduler id: every worker instance upserts the same schedule instead of adding its own. */
export const PURGE_REFRESH_TOKENS_SCHEDULER = 'purge-refresh-tokens-nightly'
export const PURGE_DEMO_GUESTS_JOB = 'purge-demo-guests'
export const PURGE_DEMO_GUESTS_SCHEDULER = 'purge-demo-guests-daily'
export const RECONCILE_BILLING_JOB = 'reconcile-billing'
export const RECONCILE_BILLING_SCHEDULER = 'reconcile-billing-every-10-minutes'
