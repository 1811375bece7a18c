export { maintenanceRouter } from './maintenance.routes'
