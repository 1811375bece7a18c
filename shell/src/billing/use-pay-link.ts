import { openPaymentDialog, usePaymentDialogAvailable, useSearchParams } from '@seats/sdk'
import { useEffect } from 'react'

/**
 * A billing email's link (`?pay=1`: a declined renewal, a trial about to end) opens the payment dialog once,
 * then leaves the address. The dialog is registered by the shell's chrome, a React root of its own that may
 * mount after the page: the link waits for it rather than being dropped.
 */
export function usePayLink(allowed: boolean): void {
  const [search, setSearch] = useSearchParams()
  const dialogReady = usePaymentDialogAvailable()
  const payNow = allowed && dialogReady && search.get('pay') === '1'
  useEffect(() => {
    if (!payNow) return
    setSearch(
      (params) => {
        params.delete('pay')
        return params
      },
      { replace: true },
    )
    openPaymentDialog()
  }, [payNow, setSearch])
}
