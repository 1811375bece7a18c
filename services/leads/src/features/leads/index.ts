export { leadsRouter, leadNotFound } from './leads.routes'
export { leadsRepo } from './leads.repo'
export { communicationsRepo } from './communications.repo'
