import type { CustomerDetails, CustomerRef } from './requests'
import type { Customer, StoreState } from './state'

export function customerById(state: StoreState, id: number): Customer | undefined {
  return state.customers.find((c) => c.id === id)
}

export function findCustomer(state: StoreState, ref: CustomerRef): Customer | undefined {
  if ('id' in ref) return customerById(state, ref.id)
  return state.customers.find((c) => c.externalIdentifier === ref.externalIdentifier)
}

/** The customer of these details (by external identifier), updated with them; else a new one. */
export function customerFor(state: StoreState, details: CustomerDetails): Customer {
  const existing = details.externalIdentifier
    ? findCustomer(state, { externalIdentifier: details.externalIdentifier })
    : undefined
  if (existing) {
    existing.name = details.name ?? existing.name
    existing.email = details.email ?? existing.email
    existing.phone = details.phone ?? existing.phone
    return existing
  }
  const customer: Customer = {
    id: ++state.sequences.customer,
    name: details.name,
    email: details.email,
    phone: details.phone,
    externalIdentifier: details.externalIdentifier,
    card: null,
  }
  state.customers.push(customer)
  return customer
}
