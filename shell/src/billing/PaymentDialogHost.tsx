import { subscriptionStatus } from '@seats/contracts'
import { registerPaymentDialog, socket, teamRoleOf, useSession } from '@seats/sdk'
import { lazy, Suspense, useEffect, useState } from 'react'
import { paymentSettled } from './payment-settled'

const loadPaymentDialog = () => import('./PaymentDialog')
const PaymentDialog = lazy(loadPaymentDialog)

/**
 * Registers the payment dialog with the sdk for a signed-in, non-guest user (the subscription banner's
 * button, the 402 toast and the subscription screen open it) and loads its code on first use.
 */
export function PaymentDialogHost() {
  const { token, user } = useSession()
  // Only the synagogue's owner pays (billing refuses the others).
  const canPay = !!token && !!user && !user.isGuest && teamRoleOf(user).isOwner
  const needsPayment = canPay && subscriptionStatus(user) !== -1
  const [open, setOpen] = useState(false)
  const [requested, setRequested] = useState(false)

  useEffect(() => {
    if (!canPay) {
      setOpen(false)
      return
    }
    return registerPaymentDialog(() => {
      setRequested(true)
      setOpen(true)
    })
  }, [canPay])

  // A payment settled after its answer came too late: closes the dialog waiting for it when it was paid.
  useEffect(
    () =>
      socket.on('paymentSettled', (payload) => {
        paymentSettled(payload)
        if (payload.outcome === 'paid') setOpen(false)
      }),
    [],
  )

  // The banner is showing its payment button: fetch the dialog's code before the click.
  useEffect(() => {
    if (needsPayment) void loadPaymentDialog()
  }, [needsPayment])

  if (!requested) return null
  return (
    <Suspense fallback={null}>
      <PaymentDialog isOpen={open && canPay} onClose={() => setOpen(false)} />
    </Suspense>
  )
}
