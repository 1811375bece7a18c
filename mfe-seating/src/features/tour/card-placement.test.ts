import { describe, expect, it } from 'vitest'
import { placeCard, type Box } from './card-placement'

const desktop = { width: 1440, height: 900 }
const phone = { width: 390, height: 844 }
const card = { width: 340, height: 360 }

const intersects = (a: Box, b: Box) =>
  a.left < b.left + b.width &&
  b.left < a.left + a.width &&
  a.top < b.top + b.height &&
  b.top < a.top + a.height
const inside = (a: Box, viewport: { width: number; height: number }) =>
  a.left >= 0 && a.top >= 0 && a.left + a.width <= viewport.width && a.top + a.height <= viewport.height

// The map screen at 1440 × 900: the toolbar across the top, the worshippers list at the right, the map below.
const toolbar: Box = { left: 0, top: 50, width: 990, height: 56 }
const worshippers: Box = { left: 990, top: 50, width: 450, height: 850 }
const map: Box = { left: 300, top: 130, width: 520, height: 380 }
const elementMenu: Box = { left: 560, top: 100, width: 180, height: 250 }

describe('placeCard on a desktop', () => {
  it('puts the card below a control in the toolbar when that leaves the map clear', () => {
    const target: Box = { left: 600, top: 60, width: 90, height: 30 }
    const place = placeCard({ viewport: desktop, phone: false, card, target, others: [], opened: [] })
    expect(place.top).toBeGreaterThanOrEqual(target.top + target.height)
    expect(intersects(place, target)).toBe(false)
    expect(inside(place, desktop)).toBe(true)
    expect(place.sheet).toBeNull()
  })

  it('keeps the worshippers step clear of the list, the toolbar and the map', () => {
    const place = placeCard({
      viewport: desktop,
      phone: false,
      card,
      target: worshippers,
      others: [toolbar, map],
      opened: [],
    })
    for (const box of [worshippers, toolbar, map]) expect(intersects(place, box)).toBe(false)
    expect(inside(place, desktop)).toBe(true)
  })

  it('moves out of the way of a menu the user opened', () => {
    const target = worshippers
    const before = placeCard({ viewport: desktop, phone: false, card, target, others: [toolbar], opened: [] })
    const menu: Box = { ...elementMenu, top: before.top, left: before.left + 10 }
    const after = placeCard({
      viewport: desktop,
      phone: false,
      card,
      target,
      others: [toolbar],
      opened: [menu],
    })
    expect(intersects(after, menu)).toBe(false)
    expect(intersects(after, target)).toBe(false)
  })

  it('leaves the top rows of the map clear at the call step', () => {
    const dateTools: Box = { left: 200, top: 60, width: 260, height: 34 }
    const place = placeCard({
      viewport: desktop,
      phone: false,
      card,
      target: dateTools,
      others: [toolbar, map],
      opened: [],
    })
    expect(intersects(place, map)).toBe(false)
    expect(intersects(place, dateTools)).toBe(false)
  })

  it('keeps the aisles step clear of its tool, the toolbar and the map', () => {
    const aisleTool: Box = { left: 600, top: 60, width: 90, height: 34 }
    const place = placeCard({
      viewport: desktop,
      phone: false,
      card,
      target: aisleTool,
      others: [toolbar, map],
      opened: [],
    })
    for (const box of [aisleTool, toolbar, map]) expect(intersects(place, box)).toBe(false)
    expect(inside(place, desktop)).toBe(true)
  })

  it('when nothing is clear, covers the control itself last', () => {
    const everything: Box = { left: 0, top: 0, width: 1440, height: 900 }
    const target: Box = { left: 20, top: 20, width: 100, height: 40 }
    const place = placeCard({
      viewport: desktop,
      phone: false,
      card,
      target,
      others: [everything],
      opened: [],
    })
    expect(intersects(place, target)).toBe(false)
  })
})

describe('placeCard on a phone', () => {
  const sheet = { width: 366, height: 300 }

  it('is a sheet across the bottom when the control is at the top', () => {
    const target: Box = { left: 300, top: 60, width: 60, height: 40 }
    const place = placeCard({ viewport: phone, phone: true, card: sheet, target, others: [], opened: [] })
    expect(place.sheet).toBe('bottom')
    expect(place.width).toBe(phone.width - 24)
    expect(place.top + place.height).toBe(phone.height - 12)
    expect(intersects(place, target)).toBe(false)
  })

  it('is a sheet across the top when the control is at the bottom', () => {
    const target: Box = { left: 0, top: 700, width: 390, height: 144 }
    const place = placeCard({ viewport: phone, phone: true, card: sheet, target, others: [], opened: [] })
    expect(place.sheet).toBe('top')
    expect(intersects(place, target)).toBe(false)
  })

  it('goes to the other end when a menu opens where it was', () => {
    const target: Box = { left: 0, top: 700, width: 390, height: 144 }
    const menu: Box = { left: 150, top: 100, width: 220, height: 300 }
    const place = placeCard({
      viewport: phone,
      phone: true,
      card: { width: 366, height: 200 },
      target,
      others: [],
      opened: [menu],
    })
    expect(intersects(place, menu)).toBe(false)
    expect(place.sheet).toBe('bottom')
  })
})
