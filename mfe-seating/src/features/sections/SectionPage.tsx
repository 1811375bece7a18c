import { NonIdealState, PageFrame } from '@seats/sdk'
import type { SectionSpec } from './section-catalog'

export function SectionPage({ section }: { section: SectionSpec }) {
  return (
    <PageFrame title={section.title} subtitle={section.subtitle}>
      <NonIdealState icon={section.icon} title={section.emptyTitle} description={section.emptyDescription} />
    </PageFrame>
  )
}
