export { seedDemoSynagogue } from './demo-synagogue'
