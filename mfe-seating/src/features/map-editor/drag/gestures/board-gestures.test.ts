import { afterEach, describe, expect, it } from 'vitest'
import { createBoardGestures } from './board-gestures'
import { centreOf, gestureEnv } from './gesture-env.fixture'

const nextFrame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)))
const pointer = (type: string, x: number, y: number, pointerId = 1) =>
  window.dispatchEvent(Object.assign(new Event(type), { clientX: x, clientY: y, pointerId }))
const down = (x: number, y: number, button = 0) => ({
  clientX: x,
  clientY: y,
  button,
  pointerId: 1,
  pointerType: 'mouse',
})

let stop: (() => void) | null = null
afterEach(() => stop?.())

function setup(over?: Parameters<typeof gestureEnv>[0]) {
  const fixture = gestureEnv(over)
  const gestures = createBoardGestures(fixture.env)
  stop = gestures.cancel
  return { ...fixture, gestures }
}

describe('the board gestures, press to release', () => {
  it('is a click when the pointer stays within a few pixels', () => {
    const { env, gestures } = setup()
    const [x, y] = centreOf(2, 2)
    gestures.begin(down(x, y), { type: 'board' })
    pointer('pointermove', x + 2, y + 1)
    expect(gestures.current()?.kind).toBe('press')
    pointer('pointerup', x + 2, y + 1)
    expect(env.onCellClick).toHaveBeenCalledWith({ row: 2, col: 2 }, false)
    expect(env.onDragChange).not.toHaveBeenCalled()
    expect(gestures.current()).toBeNull()
  })

  it('becomes a drag past the threshold: the shield covers the page, and the release commits', async () => {
    const { env, gestures, applied, shield, indicator } = setup()
    gestures.begin(down(1100, 300), { type: 'person', personId: 13, from: null })
    pointer('pointermove', 1080, 300)
    expect(shield.style.display).toBe('block')
    expect(shield.dataset.gesture).toBe('person')
    expect(env.onDragChange).toHaveBeenCalledWith(true)
    pointer('pointermove', ...centreOf(3, 4))
    await nextFrame()
    expect(indicator.className).toBe('me-drop me-drop--ok')
    pointer('pointerup', ...centreOf(3, 4))
    expect(applied.map((a) => a.name)).toEqual(['assignPerson'])
    expect(env.onDragChange).toHaveBeenLastCalledWith(false)
    expect(shield.style.display).toBe('none')
    expect(indicator.style.display).toBe('none')
  })

  it('counts the release point even before its frame ran', () => {
    const { gestures, applied } = setup()
    gestures.begin(down(1100, 300), { type: 'person', personId: 13, from: null })
    pointer('pointermove', 1080, 300)
    pointer('pointerup', ...centreOf(3, 4))
    expect(applied.map((a) => a.name)).toEqual(['assignPerson'])
  })

  it('drops the gesture on a cancel or Escape, committing nothing', () => {
    const { env, gestures, applied } = setup()
    gestures.begin(down(1100, 300), { type: 'person', personId: 13, from: null })
    pointer('pointermove', ...centreOf(3, 4))
    pointer('pointercancel', ...centreOf(3, 4))
    expect(gestures.current()).toBeNull()
    gestures.begin(down(1100, 300), { type: 'person', personId: 13, from: null })
    pointer('pointermove', ...centreOf(3, 4))
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    pointer('pointerup', ...centreOf(3, 4))
    expect(applied).toEqual([])
    expect(env.onDragChange).toHaveBeenLastCalledWith(false)
  })

  it('listens to its own pointer only', () => {
    const { gestures, env } = setup()
    const [x, y] = centreOf(2, 2)
    gestures.begin(down(x, y), { type: 'board' })
    pointer('pointermove', x + 50, y, 2)
    pointer('pointerup', x + 50, y, 2)
    expect(gestures.current()?.kind).toBe('press')
    pointer('pointerup', x, y)
    expect(env.onCellClick).toHaveBeenCalledTimes(1)
  })

  it('pans with the middle button, without telling the editor of a drag', async () => {
    const { env, gestures } = setup({ tool: 'aisle' })
    const [x, y] = centreOf(2, 2)
    gestures.begin(down(x, y, 1), { type: 'board' })
    expect(gestures.current()?.kind).toBe('pan')
    pointer('pointermove', x + 30, y + 10)
    await nextFrame()
    expect(env.transform()).toMatchObject({ x: 30, y: 10 })
    pointer('pointerup', x + 30, y + 10)
    expect(env.onDragChange).not.toHaveBeenCalled()
    expect(env.onCellClick).not.toHaveBeenCalled()
  })

  it('ignores the right button', () => {
    const { gestures } = setup()
    gestures.begin(down(10, 10, 2), { type: 'board' })
    expect(gestures.current()).toBeNull()
  })
})
