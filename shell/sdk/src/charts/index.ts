// Charts, one library for the whole product (recharts): import '@seats/sdk/charts' from a lazy chunk only.
export { chartColors, formatCount, seriesColor } from './chart-colors'
export {
  CategoryBars,
  ChartFrame,
  ChartTable,
  PeriodChart,
  type CategoryBar,
  type ChartSeries,
} from './charts'
