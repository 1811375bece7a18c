/** The plans feature's public surface: the admin's plans screen. */
export { PlansPage } from './components/PlansPage'
