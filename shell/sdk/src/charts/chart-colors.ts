/** The charts' colours: Blueprint's palette, readable on the light and the dark page alike. */
export const chartColors = {
  success: '#32a467',
  warning: '#ec9a3c',
  danger: '#e76a6e',
  dangerDark: '#ac2f33',
  primary: '#4c90f0',
  violet: '#9d7fe0',
  teal: '#2ee6d6',
  grey: '#8f99a8',
} as const

const SERIES = [
  chartColors.primary,
  chartColors.warning,
  chartColors.success,
  chartColors.violet,
  chartColors.teal,
  chartColors.danger,
  chartColors.grey,
]
/** The nth series' colour, in a fixed order so a series keeps its colour from chart to chart. */
export const seriesColor = (index: number): string => SERIES[index % SERIES.length]!

const count = new Intl.NumberFormat('he-IL')
/** A count as the page writes it (1,234). */
export const formatCount = (value: unknown): string => count.format(Number(value))
