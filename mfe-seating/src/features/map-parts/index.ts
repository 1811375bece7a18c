/**
 * One map's parts: what other features use of this folder, the small drawing of a map (print draws with
 * it). The displays, elements and areas screens (`screens.tsx`) load as screens by their own file.
 */
export { MapGridPreview } from './MapGridPreview'
