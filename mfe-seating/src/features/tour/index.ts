// The guided tour of the map and the demo's call hint.
export { DemoCallHint } from './components/DemoCallHint'
export { useMapTour } from './components/MapTour'
export type { TourMapContent } from './components/MapTour'
export type { MapContent } from './tour-facts'
export { offersTour } from './tour-flow'
export { useFollowOwnReport } from './use-follow-own-report'
