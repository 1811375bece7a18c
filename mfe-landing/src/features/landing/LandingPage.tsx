import { useCurrentPathname, usePrefersReducedMotion } from '@seats/sdk/core'
import { useCallback, useEffect, useRef } from 'react'
import { OPINIONS_PATH } from './home-paths'
import './landing-page.css'
import { RevealRefreshContext } from './motion/reveal-context'
import { createScrollReveal, type ScrollReveal } from './motion/scroll-reveal'
import { scrollToSection, sectionIds } from './scroll-to-section'
import { BenefitsSection } from './sections/BenefitsSection'
import { ContactPersonSection } from './sections/ContactPersonSection'
import { ContactSection } from './sections/ContactSection'
import { FaqSection } from './sections/FaqSection'
import { GallerySection } from './sections/GallerySection'
import { LandingFooter } from './sections/LandingFooter'
import { PricingSection } from './sections/PricingSection'
import { StartSection } from './sections/StartSection'
import { StorySection } from './sections/StorySection'
import { SuitabilitySection } from './sections/SuitabilitySection'
import { TestimonialsSection } from './sections/TestimonialsSection'
import { LandingTopBar } from './top-bar/LandingTopBar'

/** The public home page ('/' and '/opinions'): one scroll container holding every section in the seed's order. */
export function LandingPage() {
  const scrollerRef = useRef<HTMLDivElement>(null)
  const revealRef = useRef<ScrollReveal | null>(null)
  const pathname = useCurrentPathname()
  // Turning "reduce motion" on while the page is open takes the hidden, sliding state away at once.
  const reducedMotion = usePrefersReducedMotion()

  useEffect(() => {
    const scroller = scrollerRef.current
    if (!scroller) return
    const reveal = createScrollReveal(scroller)
    revealRef.current = reveal
    return () => {
      reveal.disconnect()
      revealRef.current = null
    }
  }, [reducedMotion])

  useEffect(() => {
    if (pathname === OPINIONS_PATH) scrollToSection(sectionIds.opinions, 'auto')
  }, [pathname])

  const refresh = useCallback(() => revealRef.current?.refresh(), [])

  return (
    <RevealRefreshContext.Provider value={refresh}>
      <div ref={scrollerRef} className="landing-page" data-testid="landing-scroller">
        <LandingTopBar />
        <div className="landing-page__main">
          <StartSection />
          <GallerySection />
          <BenefitsSection />
          <StorySection />
          <TestimonialsSection />
          <SuitabilitySection />
          <FaqSection />
          <ContactSection />
          <ContactPersonSection />
          <PricingSection />
        </div>
        <LandingFooter />
      </div>
    </RevealRefreshContext.Provider>
  )
}
