import { prefersReducedMotion } from '@seats/sdk/core'

/** Section ids of the landing page, top to bottom (seed §2 order). */
export const sectionIds = {
  start: 'start',
  gallery: 'gallery',
  benefits: 'benefits',
  about: 'about',
  opinions: 'opinions',
  suitability: 'suitability',
  faq: 'faq',
  contact: 'contact',
  contactPerson: 'contact-person',
  pricing: 'pricing',
} as const

export type SectionId = (typeof sectionIds)[keyof typeof sectionIds]

/** The page scrolls inside its own container, so anchors are followed here rather than by the browser. */
export function scrollToSection(id: SectionId, behavior?: ScrollBehavior): void {
  const target = document.getElementById(id)
  if (!target) return
  target.scrollIntoView({
    behavior: behavior ?? (prefersReducedMotion() ? 'auto' : 'smooth'),
    block: 'start',
  })
}
