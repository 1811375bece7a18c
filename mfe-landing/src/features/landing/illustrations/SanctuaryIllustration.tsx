import { IllustrationFrame, type IllustrationProps } from './IllustrationFrame'

const seatRows = [0, 1, 2, 3]
const seatCols = [0, 1, 2, 3]
/** Seats left free this Shabbat, as [row, col] on each side of the aisle. */
const freeRight = new Set(['1:2', '3:0'])
const freeLeft = new Set(['0:1', '2:3'])

function SeatBlock({ x, free }: { x: number; free: Set<string> }) {
  return (
    <g>
      {seatRows.map((r) =>
        seatCols.map((c) => {
          const sx = x + c * 34
          const sy = 228 + r * 27
          const isFree = free.has(`${r}:${c}`)
          return (
            <g key={`${r}:${c}`}>
              <rect
                className={isFree ? 'ill-accent' : 'ill-seat'}
                x={sx}
                y={sy}
                width="28"
                height="22"
                rx="6"
              />
              <rect
                className={isFree ? 'ill-accent-deep' : 'ill-seat-back'}
                x={sx}
                y={sy}
                width="28"
                height="7"
                rx="3"
              />
            </g>
          )
        }),
      )}
    </g>
  )
}

/** The sanctuary: the ark with its curtain and tablets, the eternal light, the bimah, rows either side of an aisle. */
export function SanctuaryIllustration(props: IllustrationProps) {
  return (
    <IllustrationFrame {...props}>
      {/* Back wall and floor */}
      <rect className="ill-wall" x="24" y="24" width="432" height="184" rx="16" />
      <path className="ill-floor" d="M24 208h432v112a16 16 0 0 1-16 16H40a16 16 0 0 1-16-16z" />
      {/* Arched windows */}
      {[60, 110, 338, 388].map((x) => (
        <path key={x} className="ill-window" d={`M${x} 150v-54a16 16 0 0 1 32 0v54z`} />
      ))}
      {/* Eternal light */}
      <line className="ill-line" x1="240" y1="24" x2="240" y2="44" strokeWidth="2" />
      <path className="ill-ink" d="M232 44h16l-3 10h-10z" />
      <circle className="ill-accent" cx="240" cy="60" r="4" />
      {/* Tablets */}
      <path className="ill-surface" d="M218 92v-14a9 9 0 0 1 18 0v14zM244 92v-14a9 9 0 0 1 18 0v14z" />
      <path className="ill-line-stroke" d="M222 82h10M222 87h10M248 82h10M248 87h10" strokeWidth="1.5" />
      {/* The ark and its curtain */}
      <path className="ill-ink" d="M196 208v-92a44 44 0 0 1 88 0v92z" />
      <path className="ill-curtain" d="M204 204v-86a36 36 0 0 1 72 0v86z" />
      <path className="ill-curtain-fold" d="M240 86v118" strokeWidth="2" />
      <path className="ill-curtain-crown" d="M232 134l8-10 8 10-8 8z" />
      <rect className="ill-ink" x="186" y="202" width="108" height="10" rx="3" />
      {/* Bimah */}
      <rect className="ill-surface" x="206" y="226" width="68" height="44" rx="6" />
      <rect className="ill-ink" x="206" y="226" width="68" height="10" rx="4" />
      <path className="ill-line-stroke" d="M218 246h44M218 256h30" strokeWidth="2" />
      {/* Rows of seats either side of the aisle */}
      <SeatBlock x={46} free={freeLeft} />
      <SeatBlock x={300} free={freeRight} />
    </IllustrationFrame>
  )
}
