import { IllustrationFrame, type IllustrationProps } from './IllustrationFrame'

const free = new Set(['0:1', '1:4', '2:0', '3:3', '4:5', '2:5'])

/** Friday afternoon: the printed map of free seats taped to the synagogue's door, a mezuzah on the post. */
export function PrintedMapIllustration(props: IllustrationProps) {
  const cells = []
  for (let r = 0; r < 5; r++) {
    for (let c = 0; c < 6; c++) {
      if (c === 3) continue
      const isFree = free.has(`${r}:${c}`)
      cells.push(
        <rect
          key={`${r}:${c}`}
          className={isFree ? 'ill-accent' : 'ill-paper-seat'}
          x={200 + c * 17}
          y={148 + r * 15}
          width="13"
          height="11"
          rx="3"
        />,
      )
    }
  }
  return (
    <IllustrationFrame {...props}>
      {/* Wall, door frame and the two door leaves */}
      <rect className="ill-wall" x="24" y="24" width="432" height="312" rx="16" />
      <path className="ill-ink" d="M130 336V92a110 60 0 0 1 220 0v244z" />
      <path className="ill-door" d="M142 336V98a98 50 0 0 1 98-46v284z" />
      <path className="ill-door" d="M240 52a98 50 0 0 1 98 46v238H240z" />
      <path className="ill-door-line" d="M240 52v284" strokeWidth="3" />
      <rect className="ill-door-panel" x="160" y="236" width="62" height="80" rx="6" />
      <rect className="ill-door-panel" x="258" y="236" width="62" height="80" rx="6" />
      <circle className="ill-handle" cx="226" cy="226" r="5" />
      <circle className="ill-handle" cx="254" cy="226" r="5" />
      {/* Mezuzah on the right-hand doorpost */}
      <rect
        className="ill-surface"
        x="358"
        y="150"
        width="10"
        height="44"
        rx="4"
        transform="rotate(-12 363 172)"
      />
      {/* The printed sheet and its tape */}
      <rect
        className="ill-paper ill-shadow"
        x="186"
        y="108"
        width="112"
        height="150"
        rx="4"
        transform="rotate(-2 242 183)"
      />
      <g transform="rotate(-2 242 183)">
        <rect className="ill-paper-ink" x="204" y="120" width="76" height="7" rx="3.5" />
        <rect className="ill-paper-seat" x="226" y="132" width="32" height="6" rx="3" />
        {cells}
        <rect className="ill-accent" x="204" y="232" width="10" height="10" rx="3" />
        <rect className="ill-paper-seat" x="218" y="234" width="40" height="6" rx="3" />
        <rect
          className="ill-tape"
          x="228"
          y="100"
          width="30"
          height="14"
          rx="2"
          transform="rotate(8 243 107)"
        />
      </g>
      {/* A guest's arrow: go in, the green seats are yours */}
      <path
        className="ill-accent-stroke"
        d="M396 300c-26-6-40-26-44-50"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <path className="ill-accent" d="M344 256l8-16 10 15z" />
    </IllustrationFrame>
  )
}
