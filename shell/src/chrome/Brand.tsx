import { PRODUCT_NAME } from '@seats/contracts'
import { BrandMark } from '@seats/sdk'
import { Link } from '@seats/sdk/router'

export function Brand() {
  return (
    <Link to="/" className="shell-brand" aria-label={`${PRODUCT_NAME}: דף הבית`}>
      <BrandMark />
      <span className="shell-brand__name">{PRODUCT_NAME}</span>
    </Link>
  )
}
