// Printing: the menu the map screen shows (the print page itself loads as a screen).
export { PrintMenu } from './PrintMenu'
export { usePrintRoot } from './print-root'
