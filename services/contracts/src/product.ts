/**
 * The plan's numbers and the lead sources, kept free of zod: the landing page shows them, and with
 * `"sideEffects": false` a bundle that needs only these constants does not carry the schemas.
 */
export const TRIAL_SUBSCRIPTION_TYPE = 'ניסיון'
export const TRIAL_DAYS = 20
export const DEFAULT_MAX_PEOPLE = 300
export const DEFAULT_PRICE = 99

export const LEAD_SOURCE_LANDING = 'דף נחיתה'
export const LEAD_SOURCE_DEMO = 'הדגמה'
