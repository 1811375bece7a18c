export { guestMapMailRepo } from './guest-map-mail.repo'
export { guestMapMailInternalRouter, guestMapMailRouter } from './guest-map-mail.routes'
export { createGuestMapMailService, type GuestMapMailService } from './guest-map-mail.service'
export { mailWindow, nextWindow, openWindow } from './mail-window'
