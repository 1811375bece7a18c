import { IllustrationFrame, type IllustrationProps } from './IllustrationFrame'

const keys = [0, 1, 2, 3].flatMap((r) => [0, 1, 2].map((c) => ({ r, c })))

/** A worshipper's plain phone calling the line; the call confirms and a seat on the map turns free. */
export function PhoneReportIllustration(props: IllustrationProps) {
  return (
    <IllustrationFrame {...props}>
      {/* Phone with a keypad: the line works from any phone, not only smartphones */}
      <rect className="ill-ink ill-shadow" x="290" y="48" width="128" height="268" rx="26" />
      <rect className="ill-screen" x="304" y="74" width="100" height="78" rx="8" />
      <rect className="ill-accent" x="316" y="88" width="48" height="8" rx="4" />
      <rect className="ill-screen-line" x="316" y="104" width="76" height="7" rx="3.5" />
      <rect className="ill-screen-line" x="316" y="118" width="58" height="7" rx="3.5" />
      {keys.map(({ r, c }) => (
        <rect
          key={`${r}:${c}`}
          className={r === 0 && c === 2 ? 'ill-accent' : 'ill-key'}
          x={310 + c * 30}
          y={170 + r * 30}
          width="26"
          height="22"
          rx="8"
        />
      ))}
      {/* Sound waves */}
      <path
        className="ill-accent-stroke"
        d="M274 92a30 30 0 0 0 0 42M262 80a48 48 0 0 0 0 66"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      {/* Speech bubble: "my seat is free this Shabbat" */}
      <path
        className="ill-surface ill-shadow"
        d="M52 64h176a14 14 0 0 1 14 14v62a14 14 0 0 1-14 14h-40l-26 22 4-22H52a14 14 0 0 1-14-14V78a14 14 0 0 1 14-14z"
      />
      <rect className="ill-ink" x="120" y="88" width="100" height="9" rx="4.5" />
      <rect className="ill-line" x="78" y="106" width="142" height="9" rx="4.5" />
      <rect className="ill-line" x="136" y="124" width="84" height="9" rx="4.5" />
      <circle className="ill-accent" cx="74" cy="92" r="14" />
      <path
        className="ill-check"
        d="M67 92l5 5 9-10"
        strokeWidth="3.5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {/* The seat on the map that the call just freed */}
      <rect className="ill-surface ill-shadow" x="52" y="204" width="190" height="112" rx="14" />
      {[0, 1, 2].map((r) =>
        [0, 1, 2, 3, 4].map((c) => (
          <rect
            key={`${r}:${c}`}
            className={r === 1 && c === 1 ? 'ill-accent ill-pulse' : 'ill-seat'}
            x={70 + c * 32}
            y={220 + r * 30}
            width="26"
            height="22"
            rx="6"
          />
        )),
      )}
      <path
        className="ill-accent-stroke"
        d="M262 250h20"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray="2 8"
      />
    </IllustrationFrame>
  )
}
