export { DEMO_PHONE_PREFIX } from './demo-phones'
export { personsRepo } from './persons.repo'
export { personsRouter } from './persons.routes'
