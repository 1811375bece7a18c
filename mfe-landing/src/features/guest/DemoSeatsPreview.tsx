const ROWS = ['א', 'ב', 'ג', 'ד']
const SEATS_PER_SIDE = 4
/** The seat that plays "yours": free, as it will be after the call. */
const YOURS = { row: 1, seat: 5 }

/** A small picture of a map: an aisle down the middle, and the visitor's own seat marked free. */
export function DemoSeatsPreview() {
  return (
    // A picture read as one: a div, since a figure may not take the img role.
    <div
      className="landing-guest__preview"
      role="img"
      aria-label="תצוגה מקדימה: המקום שלכם במפת בית הכנסת מסומן פנוי"
    >
      <div className="landing-guest__preview-ark" aria-hidden="true">
        ארון הקודש
      </div>
      <div className="landing-guest__preview-rows" aria-hidden="true">
        {ROWS.map((label, row) => (
          <div key={label} className="landing-guest__preview-row">
            <span className="landing-guest__preview-label">{label}</span>
            {Array.from({ length: SEATS_PER_SIDE * 2 }, (_, index) => {
              const seat = index + 1
              const yours = row === YOURS.row && seat === YOURS.seat
              return (
                <span
                  key={seat}
                  className={`landing-guest__seat${yours ? ' landing-guest__seat--yours' : ''}${seat === SEATS_PER_SIDE + 1 ? ' landing-guest__seat--after-aisle' : ''}`}
                >
                  {yours ? 'אתם' : null}
                </span>
              )
            })}
          </div>
        ))}
      </div>
      <div className="landing-guest__preview-legend" aria-hidden="true">
        <span className="landing-guest__legend-dot landing-guest__legend-dot--taken" /> תפוס
        <span className="landing-guest__legend-dot landing-guest__legend-dot--free" /> פנוי לאורח
      </div>
    </div>
  )
}
