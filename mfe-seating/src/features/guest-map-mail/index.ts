// The guest map by mail: its card on the reminders screen.
export { GuestMapMailCard } from './GuestMapMailCard'
export { guestMapMailApi } from './guest-map-mail-api'
