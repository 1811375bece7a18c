export { createGuestDemo } from './guest-demo.service'
export type { GuestDemo } from './guest-demo.service'
export { markLeadsUserCreated } from './leads-marking'
