import { sectionIds } from '../scroll-to-section'
import { ShowcaseCarousel } from './ShowcaseCarousel'

export function GallerySection() {
  return (
    <section
      id={sectionIds.gallery}
      className="landing-section landing-gallery"
      aria-labelledby="landing-gallery-title"
      data-reveal-scope
    >
      <div className="landing-section__head">
        <h2 id="landing-gallery-title">כך זה עובד בבית הכנסת</h2>
        <p>ארבעה רגעים בשבוע של גבאי, מהמפה ועד הדלת.</p>
      </div>
      <ShowcaseCarousel />
    </section>
  )
}
