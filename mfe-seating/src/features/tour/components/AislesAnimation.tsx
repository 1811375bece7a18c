import { tourTexts } from '../tour-texts'

const COLS = 6
const ROWS = 4
const AISLE_COL = 3
const CELL = 26
const GAP = 6
const HEAD = 22

/**
 * A short loop drawn here (no video to download): the pointer clicks a column's number and the column
 * turns into an aisle. Reduced motion shows the finished picture.
 */
export function AislesAnimation() {
  const width = COLS * (CELL + GAP) + GAP
  const height = HEAD + ROWS * (CELL + GAP) + GAP
  // Columns counted from the right, as the product reads.
  const xOf = (col: number) => width - GAP - col * (CELL + GAP)
  return (
    <figure className="tour-aisles">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        role="img"
        aria-label={tourTexts.aislesAnimation}
      >
        {Array.from({ length: COLS }, (_, i) => i + 1).map((col) => (
          <text
            key={`h${col}`}
            x={xOf(col) + CELL / 2}
            y={HEAD - 7}
            textAnchor="middle"
            className={
              col === AISLE_COL ? 'tour-aisles__head tour-aisles__head--target' : 'tour-aisles__head'
            }
          >
            {col}
          </text>
        ))}
        {Array.from({ length: ROWS }, (_, r) =>
          Array.from({ length: COLS }, (_, c) => {
            const col = c + 1
            return (
              <rect
                key={`${r}-${col}`}
                x={xOf(col)}
                y={HEAD + GAP + r * (CELL + GAP)}
                width={CELL}
                height={CELL}
                rx={5}
                className={
                  col === AISLE_COL ? 'tour-aisles__seat tour-aisles__seat--turns' : 'tour-aisles__seat'
                }
                style={{ animationDelay: `${r * 60}ms` }}
              />
            )
          }),
        )}
        <g
          className="tour-aisles__pointer"
          style={{ ['--tour-target-x' as string]: `${xOf(AISLE_COL) + CELL / 2}px` }}
        >
          <circle className="tour-aisles__click" cx={0} cy={0} r={9} />
          <path d="M0 0 L0 16 L4.5 12 L7.5 18.5 L10 17.4 L7 11 L12.5 11 Z" className="tour-aisles__arrow" />
        </g>
      </svg>
      <figcaption>{tourTexts.aislesAnimation}</figcaption>
    </figure>
  )
}
