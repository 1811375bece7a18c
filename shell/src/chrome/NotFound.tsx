import { errorTexts, useRegisteredRoutes, Link, useLocation, EmptyState } from '@seats/sdk'
import { createPortal } from 'react-dom'
import { isUnownedPath } from '../registry'

/** No route of a remote or of the shell covers the path: a Hebrew not-found page in the main area. */
export function NotFound() {
  const { pathname } = useLocation()
  // Re-checked when the remotes' manifests arrive: a path unknown to the built-in copy may be theirs.
  useRegisteredRoutes()
  const target = document.getElementById('shell-fallback')
  if (!target || !isUnownedPath(pathname)) return null
  return createPortal(
    <div className="shell-not-found">
      <EmptyState
        icon="search"
        title={errorTexts.notFoundTitle}
        description={errorTexts.notFoundDetail}
        action={
          <Link to="/" className="bp6-button bp6-intent-primary">
            {errorTexts.backHome}
          </Link>
        }
      />
    </div>,
    target,
  )
}
