/** The dashboard feature's public surface: its screen (the charts load lazily). */
export { DashboardPage } from './components/DashboardPage'
