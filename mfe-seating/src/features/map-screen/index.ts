// The map screen: the editor with its date tools, print menu, tour and map administration.
export { MapScreenPage } from './MapScreenPage'
