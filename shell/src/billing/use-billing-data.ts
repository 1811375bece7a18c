import type { BillingDetailsView, Payment, PlanOffer, Subscription } from '@seats/contracts'
import { billingApi, errorMessageOf } from '@seats/sdk'
import { useCallback, useEffect, useState } from 'react'

export interface Loaded<T> {
  data: T | null
  /** The Hebrew reason the last load failed. */
  error: string | null
  loading: boolean
  reload: () => void
}

/** Loads once when enabled, again on reload(); an answer that arrives after unmount is dropped. */
function useLoad<T>(load: () => Promise<T>, enabled: boolean): Loaded<T> {
  const [data, setData] = useState<T | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [loading, setLoading] = useState(enabled)
  const [round, setRound] = useState(0)

  useEffect(() => {
    if (!enabled) return
    let current = true
    setLoading(true)
    load().then(
      (value) => {
        if (!current) return
        setData(value)
        setError(null)
        setLoading(false)
      },
      (failure: unknown) => {
        if (!current) return
        setError(errorMessageOf(failure))
        setLoading(false)
      },
    )
    return () => {
      current = false
    }
  }, [load, enabled, round])

  const reload = useCallback(() => setRound((n) => n + 1), [])
  return { data, error, loading, reload }
}

export function useSubscription(enabled = true): Loaded<Subscription> {
  return useLoad(billingApi.subscription, enabled)
}

export function usePayments(enabled = true): Loaded<Payment[]> {
  return useLoad(billingApi.payments, enabled)
}

export function useBillingDetails(enabled = true): Loaded<BillingDetailsView> {
  return useLoad(billingApi.details, enabled)
}

export function usePlans(enabled = true): Loaded<PlanOffer> {
  return useLoad(billingApi.plans, enabled)
}
