/** A box on screen, in CSS pixels from the window's top-left corner. */
export interface Box {
  left: number
  top: number
  width: number
  height: number
}

export interface CardPlacementInput {
  /** The window's size. */
  viewport: { width: number; height: number }
  /** A phone-sized screen (the sdk's useIsPhone): the card is a sheet. */
  phone: boolean
  /** The card's own size as drawn (on a phone its height; the sheet takes the width). */
  card: { width: number; height: number }
  /** The control the step asks the user to use. */
  target: Box
  /** What else the step has the user look at or use (the map, the toolbar); a phone's sheet may cover it. */
  others: readonly Box[]
  /** Menus and cards the user opened: never covered. */
  opened: readonly Box[]
}

/** Where the card goes: a box on screen, and on a phone the sheet it is. */
export interface CardPlacement extends Box {
  sheet: 'top' | 'bottom' | null
}

/** Space kept between the card and the window's edges or what it stays clear of. */
const GAP = 12

const overlap = (a: Box, b: Box): number =>
  Math.max(0, Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left)) *
  Math.max(0, Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top))

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(max, value))

/**
 * Where the tour's card goes so that it covers nothing the step asks the user to use: beside the step's
 * control (below it, then at its left, its right, above it), else in a corner of the window; on a phone a
 * sheet at the bottom or the top, away from the control. When nothing is clear, the place covering least.
 */
export function placeCard({
  viewport,
  phone,
  card,
  target,
  others,
  opened,
}: CardPlacementInput): CardPlacement {
  const candidates = phone ? sheets(viewport, card, target) : besides(viewport, card, target, others)
  // Covering a menu the user is using costs most, then the control, then the rest (a phone's sheet may cover it).
  const keepClear: [Box, number][] = [
    ...opened.map((box): [Box, number] => [box, 4]),
    [target, 2],
    ...(phone ? [] : others.map((box): [Box, number] => [box, 1])),
  ]
  let best = candidates[0]!
  let bestCover = Infinity
  for (const place of candidates) {
    const cover = keepClear.reduce((sum, [box, weight]) => sum + weight * overlap(place, box), 0)
    if (cover === 0) return place
    if (cover < bestCover) {
      best = place
      bestCover = cover
    }
  }
  return best
}

function sheets(
  viewport: CardPlacementInput['viewport'],
  card: CardPlacementInput['card'],
  target: Box,
): CardPlacement[] {
  const width = viewport.width - 2 * GAP
  const height = Math.min(card.height, viewport.height - 2 * GAP)
  const bottom: CardPlacement = {
    left: GAP,
    top: viewport.height - GAP - height,
    width,
    height,
    sheet: 'bottom',
  }
  const top: CardPlacement = { left: GAP, top: GAP, width, height, sheet: 'top' }
  // The sheet on the half of the screen the control is not on comes first.
  const targetLow = target.top + target.height / 2 > viewport.height / 2
  return targetLow ? [top, bottom] : [bottom, top]
}

function besides(
  viewport: CardPlacementInput['viewport'],
  card: CardPlacementInput['card'],
  target: Box,
  others: readonly Box[],
): CardPlacement[] {
  const { width, height } = card
  const maxLeft = viewport.width - GAP - width
  const maxTop = viewport.height - GAP - height
  const at = (left: number, top: number): CardPlacement => ({
    left: clamp(left, GAP, maxLeft),
    top: clamp(top, GAP, maxTop),
    width,
    height,
    sheet: null,
  })
  /** Below the box, at its left, at its right, above it: those that fit in the window. */
  const around = (box: Box): CardPlacement[] => {
    const centreX = box.left + box.width / 2 - width / 2
    const centreY = box.top + box.height / 2 - height / 2
    const right = box.left + box.width
    const bottom = box.top + box.height
    return [
      { fits: bottom + GAP + height <= viewport.height - GAP, place: at(centreX, bottom + GAP) },
      { fits: box.left - GAP - width >= GAP, place: at(box.left - GAP - width, centreY) },
      { fits: right + GAP + width <= viewport.width - GAP, place: at(right + GAP, centreY) },
      { fits: box.top - GAP - height >= GAP, place: at(centreX, box.top - GAP - height) },
    ]
      .filter((b) => b.fits)
      .map((b) => b.place)
  }
  // Beside the control first; else beside what else the step shows (the map), else a corner.
  const corners = [at(GAP, maxTop), at(maxLeft, maxTop), at(GAP, GAP), at(maxLeft, GAP)]
  return [...around(target), ...others.flatMap(around), ...corners]
}
