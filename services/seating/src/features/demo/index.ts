export { seedDemoSeason } from './demo-season'
export { seedDemoSynagogue } from './demo-synagogue'
