import { ProgressBar } from '@seats/sdk'

const number = new Intl.NumberFormat('he-IL')

/** How many of the plan's worshippers are used; amber from 90 %, red when full. */
export function PersonsUsage({ count, maxPeople }: { count: number; maxPeople?: number }) {
  if (maxPeople === undefined || maxPeople <= 0) {
    return <span className="persons-usage">{number.format(count)} מתפללים</span>
  }
  const fraction = Math.min(1, count / maxPeople)
  const intent = fraction >= 1 ? 'danger' : fraction >= 0.9 ? 'warning' : 'primary'
  return (
    <span className="persons-usage" title={`החבילה מאפשרת עד ${number.format(maxPeople)} מתפללים`}>
      <span>
        {number.format(count)} מתוך {number.format(maxPeople)} מתפללים
      </span>
      <ProgressBar
        className="persons-usage__bar"
        value={fraction}
        intent={intent}
        stripes={false}
        animate={false}
        aria-label="ניצול מכסת המתפללים"
      />
    </span>
  )
}
