export { createGuestDemoService } from './guest-demo.service'
export type { GuestDemoService } from './guest-demo.service'
export { markLeadsUserCreated } from './leads-marking'
