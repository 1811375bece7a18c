import { LineIcon } from '../illustrations/LineIcon'
import { sectionIds } from '../scroll-to-section'

const suits = [
  { title: 'גבאי אכפתי', text: 'שרוצה שכל אורח ירגיש בבית, ושאף מתפלל קבוע לא ימצא זר במקומו.' },
  { title: 'בית כנסת שבדרך כלל מלא', text: 'שבו כל מקום שמתפנה בשבת הוא מקום שאורח יכול לשבת בו.' },
]
const doesNotSuit = [
  { title: 'בית כנסת בלי מתפללים קבועים או מקומות קבועים', text: 'כשאין מקום של מישהו, אין מקום שמתפנה.' },
  { title: 'בית כנסת שהמקומות בו תמיד פנויים', text: 'אם יש מקום לכולם בכל שבת, אין צורך במפה.' },
]

export function SuitabilitySection() {
  return (
    <section
      id={sectionIds.suitability}
      className="landing-section landing-suitability"
      aria-labelledby="landing-suitability-title"
      data-reveal-scope
    >
      <div className="landing-section__head">
        <h2 id="landing-suitability-title">למי זה מתאים?</h2>
        <p>כדי שלא תשלמו על משהו שלא צריך.</p>
      </div>
      <div className="landing-suitability__columns">
        <div className="landing-fit landing-fit--yes">
          <h3>
            <span className="landing-fit__mark" aria-hidden="true">
              <LineIcon name="check" size={18} />
            </span>
            מתאים ל…
          </h3>
          <ul>
            {suits.map((s) => (
              <li key={s.title}>
                <strong>{s.title}</strong>
                <span>{s.text}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="landing-fit landing-fit--no">
          <h3>
            <span className="landing-fit__mark" aria-hidden="true">
              <LineIcon name="cross" size={18} />
            </span>
            פחות מתאים ל…
          </h3>
          <ul>
            {doesNotSuit.map((s) => (
              <li key={s.title}>
                <strong>{s.title}</strong>
                <span>{s.text}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}
