import { Fragment } from 'react'
import { OPINIONS_HEADING, testimonials } from '../content/testimonials'
import { sectionIds } from '../scroll-to-section'
import { Testimonial } from '../testimonials/Testimonial'

export function TestimonialsSection() {
  return (
    <section
      id={sectionIds.opinions}
      className="landing-section landing-opinions"
      aria-labelledby="landing-opinions-title"
      data-reveal-scope
    >
      <div className="landing-opinions__panel">
        <div className="landing-opinions__column">
          <h2 id="landing-opinions-title">{OPINIONS_HEADING}</h2>
          {testimonials.map((t, i) => (
            <Fragment key={t.name}>
              {i > 0 ? <hr className="landing-opinions__divider" /> : null}
              <Testimonial
                name={t.name}
                initials={t.initials}
                role={t.role}
                paragraphs={t.paragraphs}
                collapsedHeight={t.collapsedHeight}
              />
            </Fragment>
          ))}
        </div>
      </div>
    </section>
  )
}
