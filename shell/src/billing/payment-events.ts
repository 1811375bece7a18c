/** The payment dialog saved a card: whatever shows billing data (the subscription screen) reloads. */
const listeners = new Set<() => void>()

export function announcePaymentSaved(): void {
  for (const listener of [...listeners]) listener()
}

export function onPaymentSaved(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
