import type { ReactNode } from 'react'
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { formatCount } from './chart-colors'
import './charts.css'

/** Room for the numbers on the right-hand axis. */
const Y_WIDTH = 40

export interface ChartSeries {
  key: string
  name: string
  color: string
}

export interface CategoryBar {
  name: string
  value: number
  color: string
}

/** The box a chart draws in: its height, and the theme's colours for axes, grid, tooltip and legend. */
export function ChartFrame({ height = 260, children }: { height?: number; children: ReactNode }) {
  return (
    <div className="seats-chart" style={{ height }}>
      {children}
    </div>
  )
}

/** Categories as horizontal bars growing from the right, each in its own colour. */
export function CategoryBars({
  bars,
  unit,
  labelWidth = 150,
}: {
  bars: CategoryBar[]
  /** What a bar counts, in the tooltip ('חשבונות'). */
  unit: string
  labelWidth?: number
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={bars} layout="vertical" margin={{ top: 4, right: 4, bottom: 4, left: 16 }}>
        <CartesianGrid horizontal={false} />
        <XAxis type="number" reversed allowDecimals={false} tickFormatter={formatCount} />
        <YAxis type="category" dataKey="name" orientation="right" width={labelWidth} tickLine={false} />
        <Tooltip formatter={(value) => [formatCount(value), unit]} cursor={{ fillOpacity: 0.08 }} />
        <Bar dataKey="value" radius={[4, 0, 0, 4]} maxBarSize={28} isAnimationActive={false}>
          {bars.map((bar) => (
            <Cell key={bar.name} fill={bar.color} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  )
}

/** Weeks or months flowing right to left, as the page reads, as areas or bars; the numbers sit on the right. */
export function PeriodChart({
  rows,
  series,
  stacked,
  bars,
  format = formatCount,
}: {
  /** One row a period: `period` names it on the axis, each series' key holds its value. */
  rows: Record<string, number | string>[]
  series: ChartSeries[]
  stacked?: boolean
  /** Bars instead of areas: a few periods (runs, weeks) read better as bars. */
  bars?: boolean
  /** Numbers on the axis and in the tooltip; counts by default. */
  format?: (value: unknown) => string
}) {
  const axes = (
    <>
      <CartesianGrid vertical={false} />
      <XAxis dataKey="period" reversed interval="preserveStartEnd" minTickGap={16} />
      <YAxis
        orientation="right"
        allowDecimals={false}
        width={format === formatCount ? Y_WIDTH : 2 * Y_WIDTH}
        tickFormatter={format}
      />
      <Tooltip formatter={(value, name) => [format(value), name]} cursor={{ fillOpacity: 0.08 }} />
      {series.length > 1 ? <Legend iconType="circle" iconSize={8} /> : null}
    </>
  )
  const margin = { top: 8, right: 4, bottom: 4, left: 8 }
  return (
    <ResponsiveContainer width="100%" height="100%">
      {bars ? (
        <BarChart data={rows} margin={margin}>
          {axes}
          {series.map((s) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.name}
              stackId={stacked ? 'all' : undefined}
              fill={s.color}
              maxBarSize={28}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      ) : (
        <AreaChart data={rows} margin={margin}>
          {axes}
          {series.map((s) => (
            <Area
              key={s.key}
              type="monotone"
              dataKey={s.key}
              name={s.name}
              stackId={stacked ? 'all' : undefined}
              stroke={s.color}
              fill={s.color}
              fillOpacity={0.25}
              strokeWidth={2}
              isAnimationActive={false}
            />
          ))}
        </AreaChart>
      )}
    </ResponsiveContainer>
  )
}

/**
 * A chart's numbers as a table, for a screen reader (the drawing is hidden from it) and for anyone who
 * opens it: the first column names the row, one column a series.
 */
export function ChartTable({
  caption,
  head,
  rows,
}: {
  caption: string
  /** The first column's heading, then each series' name. */
  head: string[]
  rows: Array<Array<string | number>>
}) {
  return (
    <details className="seats-chart-table">
      <summary>הצגה כטבלה</summary>
      <table className="bp6-html-table bp6-compact">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              {row.map((cell, j) =>
                j === 0 ? (
                  <th key={j} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={j}>{typeof cell === 'number' ? formatCount(cell) : cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  )
}
