import type { CustomerDetails, CustomerRef, CustomerUpdate } from './requests'
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
    companyNumber: null,
    address: null,
    card: null,
  }
  state.customers.push(customer)
  return customer
}

/**
 * /accounting/customers/update/: the customer by ID (unknown: undefined), or by ExternalIdentifier (created
 * when missing, as SUMIT's "update or find"); the fields given replace the stored ones.
 */
export function updateCustomer(
  state: StoreState,
  ref: CustomerRef,
  change: CustomerUpdate,
): Customer | undefined {
  let customer = findCustomer(state, ref)
  if (!customer) {
    if ('id' in ref) return undefined
    customer = customerFor(state, {
      externalIdentifier: ref.externalIdentifier,
      name: null,
      email: null,
      phone: null,
    })
  }
  if (change.name !== null) customer.name = change.name
  if (change.email !== null) customer.email = change.email
  if (change.phone !== null) customer.phone = change.phone
  if (change.companyNumber !== null) customer.companyNumber = change.companyNumber
  if (change.address !== null) customer.address = change.address
  return customer
}
