import { IllustrationFrame, type IllustrationProps } from './IllustrationFrame'

const ROWS = 6
const COLS = 9
const AISLE_COL = 4
/** Seats reported free for this Shabbat. */
const free = new Set(['0:2', '1:6', '2:0', '2:7', '3:3', '4:5', '5:1', '5:8'])

/** The warden's screen: the seat map for the coming Shabbat, reported seats lit, a worshipper being dragged in. */
export function SeatMapIllustration(props: IllustrationProps) {
  const seats = []
  for (let r = 0; r < ROWS; r++) {
    for (let c = 0; c < COLS; c++) {
      if (c === AISLE_COL) continue
      const x = 62 + c * 40
      const y = 112 + r * 34
      const isFree = free.has(`${r}:${c}`)
      seats.push(
        <rect
          key={`${r}:${c}`}
          className={isFree ? 'ill-accent' : 'ill-seat'}
          x={x}
          y={y}
          width="32"
          height="26"
          rx="7"
        />,
      )
    }
  }
  return (
    <IllustrationFrame {...props}>
      {/* Window */}
      <rect className="ill-surface ill-shadow" x="28" y="26" width="424" height="308" rx="16" />
      <path className="ill-chrome" d="M28 42a16 16 0 0 1 16-16h392a16 16 0 0 1 16 16v18H28z" />
      <circle className="ill-line" cx="436" cy="43" r="5" />
      <circle className="ill-line" cx="420" cy="43" r="5" />
      <circle className="ill-line" cx="404" cy="43" r="5" />
      {/* Date selector and a printer button */}
      <rect className="ill-muted" x="236" y="72" width="196" height="26" rx="7" />
      <rect className="ill-ink" x="384" y="81" width="36" height="8" rx="4" />
      <rect className="ill-line" x="300" y="81" width="76" height="8" rx="4" />
      <rect className="ill-ink" x="48" y="72" width="72" height="26" rx="7" />
      <rect className="ill-surface" x="62" y="81" width="44" height="8" rx="4" />
      {seats}
      {/* A worshipper's chip on its way to a seat */}
      <g className="ill-drag">
        <rect className="ill-surface ill-shadow" x="276" y="300" width="120" height="30" rx="8" />
        <rect className="ill-accent-soft-fill" x="276" y="300" width="120" height="30" rx="8" />
        <circle className="ill-accent" cx="380" cy="315" r="8" />
        <rect className="ill-ink" x="296" y="311" width="66" height="8" rx="4" />
        <path className="ill-ink" d="M272 296l-4 18 6-5 5 9 4-2-5-9 8-1z" />
      </g>
    </IllustrationFrame>
  )
}
