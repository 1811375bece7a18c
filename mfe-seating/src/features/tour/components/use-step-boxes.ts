import { useEffect, useState } from 'react'
import type { Box } from '../card-placement'

export interface StepBoxes {
  /** The control the step talks about: the first of its selectors shown. */
  target: Box
  /** What else the step has the user look at or use, as far as it is inside the window. */
  others: Box[]
  /** Menus, selects and seat cards the user opened. */
  opened: Box[]
}

/** Menus, selects and seat cards the user opened: the card never covers them. */
const OPEN_POPOVERS = '.bp6-portal .bp6-popover'

const rounded = (r: DOMRect): Box => ({
  top: Math.round(r.top),
  left: Math.round(r.left),
  width: Math.round(r.width),
  height: Math.round(r.height),
})

/** The part of a box inside the window, or null when none of it is. */
function inWindow(r: DOMRect): Box | null {
  const left = Math.max(0, r.left)
  const top = Math.max(0, r.top)
  const width = Math.min(window.innerWidth, r.right) - left
  const height = Math.min(window.innerHeight, r.bottom) - top
  return width > 0 && height > 0 ? rounded(new DOMRect(left, top, width, height)) : null
}

const sameBox = (a: Box, b: Box) =>
  a.top === b.top && a.left === b.left && a.width === b.width && a.height === b.height
const sameBoxes = (a: Box[], b: Box[]) => a.length === b.length && a.every((box, i) => sameBox(box, b[i]!))
const same = (a: StepBoxes | null, b: StepBoxes | null) =>
  a === b ||
  (!!a &&
    !!b &&
    sameBox(a.target, b.target) &&
    sameBoxes(a.others, b.others) &&
    sameBoxes(a.opened, b.opened))

/** The parts inside the window of what the selectors find. */
function boxesOf(selectors: readonly string[]): Box[] {
  const boxes: Box[] = []
  for (const selector of selectors)
    for (const el of document.querySelectorAll(selector)) {
      const box = inWindow(el.getBoundingClientRect())
      if (box) boxes.push(box)
    }
  return boxes
}

/**
 * Where a tour step's control is on screen, and what else the card must leave clear. Null while the control
 * is not shown, or while a dialog is open (the tour steps aside for it). Polled, because the controls
 * belong to screens that know nothing about the tour.
 */
export function useStepBoxes(targets: readonly string[], others: readonly string[]): StepBoxes | null {
  const [boxes, setBoxes] = useState<StepBoxes | null>(null)
  const targetKey = targets.join('|')
  const othersKey = others.join('|')
  useEffect(() => {
    const measure = () => {
      let next: StepBoxes | null = null
      if (!document.querySelector('.bp6-dialog')) {
        for (const selector of targetKey.split('|')) {
          const r = document.querySelector(selector)?.getBoundingClientRect()
          if (r && r.width > 0 && r.height > 0) {
            next = {
              target: rounded(r),
              others: boxesOf(othersKey ? othersKey.split('|') : []),
              opened: boxesOf([OPEN_POPOVERS]),
            }
            break
          }
        }
      }
      setBoxes((prev) => (same(prev, next) ? prev : next))
    }
    measure()
    const timer = window.setInterval(measure, 250)
    // A menu opening (its portal joins <body>) moves the card at once, once the menu has its place.
    let frame = 0
    const soon = () => {
      window.cancelAnimationFrame(frame)
      frame = window.requestAnimationFrame(measure)
    }
    const portals = new MutationObserver(soon)
    portals.observe(document.body, { childList: true, subtree: false })
    window.addEventListener('resize', measure)
    return () => {
      window.clearInterval(timer)
      window.cancelAnimationFrame(frame)
      portals.disconnect()
      window.removeEventListener('resize', measure)
    }
  }, [targetKey, othersKey])
  return boxes
}
