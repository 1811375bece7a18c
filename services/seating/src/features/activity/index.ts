export { recordChange, recordChanges, recordDone, type ChangeFacts } from './record-change'
