import { benefits } from '../content/benefits'
import { LineIcon } from '../illustrations/LineIcon'
import { sectionIds } from '../scroll-to-section'

export function BenefitsSection() {
  return (
    <section
      id={sectionIds.benefits}
      className="landing-section landing-benefits"
      aria-labelledby="landing-benefits-title"
      data-reveal-scope
    >
      <div className="landing-section__head">
        <h2 id="landing-benefits-title">למה גבאים בוחרים במקום פנוי</h2>
        <p>כל מה שצריך כדי שאורח ימצא מקום, ושום דבר שמוסיף לכם עבודה.</p>
      </div>
      <ul className="landing-benefits__grid">
        {benefits.map((b) => (
          <li key={b.title} className="landing-benefit">
            <span className="landing-benefit__mark" aria-hidden="true">
              <LineIcon name={b.icon} size={20} />
            </span>
            <h3>{b.title}</h3>
            <p>{b.text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
