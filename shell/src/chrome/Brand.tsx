import { PRODUCT_NAME } from '@seats/contracts'
import { Link } from 'react-router-dom'

/** The product mark: a seating grid with one free (green) seat. */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg className="shell-brand__mark" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" className="shell-brand__mark-bg" />
      <g className="shell-brand__mark-seats">
        <rect x="7" y="8" width="5" height="5" rx="1.2" />
        <rect x="13.5" y="8" width="5" height="5" rx="1.2" />
        <rect x="20" y="8" width="5" height="5" rx="1.2" />
        <rect x="7" y="14.5" width="5" height="5" rx="1.2" />
        <rect x="20" y="14.5" width="5" height="5" rx="1.2" />
        <rect x="7" y="21" width="5" height="5" rx="1.2" />
        <rect x="13.5" y="21" width="5" height="5" rx="1.2" />
        <rect x="20" y="21" width="5" height="5" rx="1.2" />
      </g>
      <rect x="13.5" y="14.5" width="5" height="5" rx="1.2" fill="#4ade80" />
    </svg>
  )
}

export function Brand() {
  return (
    <Link to="/" className="shell-brand" aria-label={`${PRODUCT_NAME}: דף הבית`}>
      <BrandMark />
      <span className="shell-brand__name">{PRODUCT_NAME}</span>
    </Link>
  )
}
