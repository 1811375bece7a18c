import type { PhoneLine } from '@seats/contracts'
import { useEffect, useState } from 'react'

export type PhoneLineLoad =
  { status: 'loading' } | { status: 'ready'; line: PhoneLine } | { status: 'failed' }

// One request per page: the number does not change while the page is open.
let cached: Promise<PhoneLine> | null = null

/** The phone line's number, loaded when `enabled` first turns true. */
export function usePhoneLine(enabled: boolean): PhoneLineLoad {
  const [load, setLoad] = useState<PhoneLineLoad>({ status: 'loading' })
  useEffect(() => {
    if (!enabled) return
    let live = true
    cached ??= import('./tour-api').then(({ tourApi }) => tourApi.phoneLine())
    cached.then(
      (line) => live && setLoad({ status: 'ready', line }),
      () => {
        cached = null
        if (live) setLoad({ status: 'failed' })
      },
    )
    return () => {
      live = false
    }
  }, [enabled])
  return load
}

export const telHref = (line: PhoneLine): string => `tel:${line.phoneNumber}`
