import { createLimiter, linkTokens, type Redis } from '@seats/kit'
import type { ReportingDeps } from '../../deps'

/** How often links may be sent and opened. */
const LIMITS = {
  /** A phone gets one SMS in two minutes: a double click, or a second "send to all", sends nothing more. */
  smsPerPhone: { points: 1, durationSec: 120 },
  /** "Send to all" a few times a day. */
  sendAllPerAccount: { points: 3, durationSec: 24 * 3_600 },
  /** A worshipper's page opens and changes: plenty for a family, slow for guessing. */
  pagePerAddress: { points: 300, durationSec: 600 },
  pagePerLink: { points: 120, durationSec: 600 },
}

/** The report links' part of the service's deps; without a secret the links are off. */
export function reportLinksDeps(opts: {
  redis: Redis
  redisPrefix: string
  secret: string | undefined
  appUrl: string
}): ReportingDeps['reportLinks'] {
  const limiter = (keyPrefix: keyof typeof LIMITS) =>
    createLimiter(opts.redis, {
      prefix: opts.redisPrefix,
      keyPrefix: `report-link-${keyPrefix}`,
      ...LIMITS[keyPrefix],
    })
  return {
    tokens: opts.secret ? linkTokens(opts.secret) : null,
    appUrl: opts.appUrl.replace(/\/+$/, ''),
    limits: {
      smsPerPhone: limiter('smsPerPhone'),
      sendAllPerAccount: limiter('sendAllPerAccount'),
      pagePerAddress: limiter('pagePerAddress'),
      pagePerLink: limiter('pagePerLink'),
    },
  }
}
