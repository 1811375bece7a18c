export { recordChange, recordChanges, type ChangeFacts } from './record-change'
