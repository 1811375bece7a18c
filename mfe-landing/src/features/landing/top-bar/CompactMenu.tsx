import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { LineIcon } from '../illustrations/LineIcon'

export interface CompactMenuItem {
  label: string
  onSelect: () => void
  primary?: boolean
  /** A divider above this item. */
  dividerBefore?: boolean
}

/**
 * The top bar's popup menu under 768px: a menu button and a list of menu items in Blueprint's menu
 * classes (its stylesheet is already in the page), without loading Blueprint's popover code.
 * Escape or a click outside closes it; arrow keys move between items.
 */
export function CompactMenu({ label, items }: { label: string; items: readonly CompactMenuItem[] }) {
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLSpanElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuId = useId()

  useEffect(() => {
    if (!open) return
    rootRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus()
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', closeOutside)
    return () => document.removeEventListener('pointerdown', closeOutside)
  }, [open])

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const entries = [...(event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]
    const at = entries.indexOf(document.activeElement as HTMLElement)
    if (event.key === 'Escape') {
      setOpen(false)
      buttonRef.current?.focus()
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      entries[(at + step + entries.length) % entries.length]?.focus()
    } else if (event.key === 'Tab') {
      setOpen(false)
    }
  }

  return (
    <span ref={rootRef} className="landing-topbar__compact">
      <button
        ref={buttonRef}
        type="button"
        className="landing-topbar__icon-button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <LineIcon name="menu" />
      </button>
      {open ? (
        <ul
          id={menuId}
          role="menu"
          aria-label={label}
          className="bp6-menu landing-topbar__menu"
          onKeyDown={onKeyDown}
        >
          {items.map((item) => (
            <li
              key={item.label}
              role="none"
              className={item.dividerBefore ? 'landing-topbar__menu-divided' : undefined}
            >
              <a
                role="menuitem"
                tabIndex={-1}
                href="#"
                className={`bp6-menu-item${item.primary ? ' bp6-intent-primary' : ''}`}
                onClick={(event) => {
                  event.preventDefault()
                  setOpen(false)
                  item.onSelect()
                }}
              >
                <span className="bp6-fill bp6-text-overflow-ellipsis">{item.label}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </span>
  )
}
