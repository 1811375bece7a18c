// The reports screen; other screens borrow how a report's source is named.
export { sourceLabels } from './reports-texts'
