import type * as Sdk from '@seats/sdk'

/**
 * The full sdk, loaded on demand through the page's shared module (the host's copy in the shell), for
 * code that stays light until a user acts (the landing page's contact form).
 */
export function loadSdk(): Promise<typeof Sdk> {
  return import('@seats/sdk')
}
