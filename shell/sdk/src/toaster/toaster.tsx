import { OverlayToaster, Position, type Intent, type IconName, type Toaster } from '../blueprint'
import type { ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { errorMessageOf, isApiError } from '../api/api-error'
import { announce } from '../ui/announcer'
import { PlatformProvider } from '../ui/platform-provider'

/** Seed §9: toasts live 3000 ms, success toasts 1500 ms, the lead-form success toast 5000 ms. */
export const TOAST_TIMEOUT_MS = 3000
export const SUCCESS_TOAST_TIMEOUT_MS = 1500
export const LEAD_TOAST_TIMEOUT_MS = 5000

/** top-right for everything; top-start is the reading start (right in Hebrew, left otherwise). */
export type ToastPlacement = 'top-right' | 'top-start'

export interface ToastInput {
  title?: string
  message?: ReactNode
  intent?: Intent
  icon?: IconName
  timeout?: number
  placement?: ToastPlacement
  /** A button in the toast (e.g. 'להזנת אמצעי תשלום'); clicking it also closes the toast. */
  action?: { text: string; onClick: () => void }
  /** Toasts with the same key replace each other instead of piling up. */
  key?: string
  /**
   * News that did not come from the user's own action (a live report): a screen reader hears it politely,
   * after what it is reading, instead of as an alert.
   */
  polite?: boolean
}

const toasters = new Map<string, Promise<Toaster>>()
/** Each toaster renders in a React root of its own, outside any screen's tree. */
const toasterRoots: { root: Root; container: Element | DocumentFragment }[] = []

function toasterFor(placement: ToastPlacement): Promise<Toaster> {
  const rtl = document.documentElement.dir === 'rtl'
  const position = placement === 'top-start' && !rtl ? Position.TOP_LEFT : Position.TOP_RIGHT
  let toaster = toasters.get(position)
  if (!toaster) {
    toaster = OverlayToaster.create(
      { position, maxToasts: 5, className: 'seats-toaster' },
      {
        domRenderer: (element, container) => {
          const root = createRoot(container)
          toasterRoots.push({ root, container })
          root.render(<PlatformProvider>{element}</PlatformProvider>)
        },
      },
    )
    toasters.set(position, toaster)
  }
  return toaster
}

const defaultIcons: Partial<Record<Intent, IconName>> = {
  success: 'tick-circle',
  danger: 'error',
  warning: 'warning-sign',
  primary: 'info-sign',
}

export function showToast(input: ToastInput): void {
  const intent = input.intent ?? 'none'
  const timeout = input.timeout ?? (intent === 'success' ? SUCCESS_TOAST_TIMEOUT_MS : TOAST_TIMEOUT_MS)
  const content = input.title ? (
    <div className="seats-toast">
      <strong className="seats-toast__title">{input.title}</strong>
      {input.message ? <div className="seats-toast__detail">{input.message}</div> : null}
    </div>
  ) : (
    input.message
  )
  keepHeadingClear()
  if (input.polite)
    announce([input.title, typeof input.message === 'string' ? input.message : ''].join(' ').trim())
  // The toast's message is an alert to screen readers: a polite one says it through the announcer instead.
  const message = input.polite ? <div aria-hidden>{content}</div> : content
  void toasterFor(input.placement ?? 'top-right').then((toaster) =>
    toaster.show(
      {
        message,
        intent,
        icon: input.icon ?? defaultIcons[intent],
        timeout,
        action: input.action ? { text: input.action.text, onClick: input.action.onClick } : undefined,
      },
      input.key,
    ),
  )
}

/**
 * Removes every toast and its toaster, with their timers. A page that goes away without navigating (a test
 * environment torn down) calls it so that no toast re-renders after the document is gone.
 */
export function disposeToasters(): void {
  for (const { root, container } of toasterRoots.splice(0)) {
    root.unmount()
    if (container instanceof Element) container.remove()
  }
  toasters.clear()
}

/** Shorthands with the seed's durations. */
export const toast = {
  success: (title: string, message?: ReactNode) => showToast({ intent: 'success', title, message }),
  error: (title: string, message?: ReactNode) => showToast({ intent: 'danger', title, message }),
  info: (title: string, message?: ReactNode) => showToast({ intent: 'primary', title, message }),
  warning: (title: string, message?: ReactNode) => showToast({ intent: 'warning', title, message }),
  /**
   * A failed call: its message under the title. Nothing for a 402: the API client has already shown its one
   * toast, with the offer to pay, and a second one in red would say the same sentence again.
   */
  failure: (title: string, error: unknown, message: ReactNode = errorMessageOf(error)) => {
    if (isApiError(error) && error.status === 402) return
    toast.error(title, message)
  },
}

/** A heading row taller than this part of the window is a whole screen, not a title: the title alone counts. */
const HEADING_MAX_SHARE = 0.4
const HEADING_GAP = 8

/**
 * The screen's title (its first <h1> in view, with the header row it heads) stays readable: toasts start
 * below it. Measured as each toast shows, since screens change under the one toaster.
 */
export function keepHeadingClear(): void {
  const style = document.documentElement.style
  let bottom: number | null = null
  for (const title of document.querySelectorAll('h1')) {
    const own = title.getBoundingClientRect()
    if (own.height === 0 || own.bottom <= 0 || own.top >= window.innerHeight * HEADING_MAX_SHARE) continue
    const row = title.closest('header')?.getBoundingClientRect()
    bottom = row && row.height <= window.innerHeight * HEADING_MAX_SHARE ? row.bottom : own.bottom
    break
  }
  if (bottom === null) style.removeProperty('--seats-toast-heading')
  else style.setProperty('--seats-toast-heading', `${Math.round(bottom + HEADING_GAP)}px`)
}

/**
 * Where toasts go on a screen whose top-right corner holds something the user needs (the map's title and
 * search): `top`, px from the top of the window; `right`, px kept clear from the right edge. null: back to
 * just under the top bar.
 */
export function setToastArea(area: { top: number; right: number } | null): void {
  const style = document.documentElement.style
  if (!area) {
    style.removeProperty('--seats-toast-top')
    style.removeProperty('--seats-toast-right')
    return
  }
  style.setProperty('--seats-toast-top', `${Math.round(area.top)}px`)
  style.setProperty('--seats-toast-right', `${Math.round(area.right)}px`)
}
