import { navigate } from '@seats/sdk/core'
import type { AnchorHTMLAttributes, MouseEvent } from 'react'

type PageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string }

/**
 * A link to another screen of the app without a full reload. The home page lives outside any router
 * (it paints without react-router), so it navigates the page through the sdk as every router does.
 */
export function PageLink({ to, onClick, ...rest }: PageLinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    // A new tab, a download or a modified click stays the browser's.
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return
    event.preventDefault()
    navigate(to)
  }
  return <a href={to} onClick={follow} {...rest} />
}
