/** The fictitious mobiles' block: every demo synagogue has them, so they link no synagogue to another. */
export const DEMO_PHONE_PREFIX = '0500000'
