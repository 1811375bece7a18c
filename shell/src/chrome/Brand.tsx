import { PRODUCT_NAME } from '@seats/contracts'
import { BrandMark, Link } from '@seats/sdk'

export function Brand() {
  return (
    <Link to="/" className="shell-brand" aria-label={`${PRODUCT_NAME}: דף הבית`}>
      <BrandMark />
      <span className="shell-brand__name">{PRODUCT_NAME}</span>
    </Link>
  )
}
