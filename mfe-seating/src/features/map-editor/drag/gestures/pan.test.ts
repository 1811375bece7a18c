import { describe, expect, it } from 'vitest'
import { gestureEnv } from './gesture-env.fixture'
import { panGesture } from './pan'

describe('panning the map', () => {
  it('moves the view by how far the pointer went from the press, and changes nothing on release', () => {
    const { env, applied } = gestureEnv()
    env.setTransform({ x: 10, y: 20, scale: 0.5 })
    const pan = panGesture(env, 100, 100)
    pan.frame(130, 90)
    expect(env.transform()).toEqual({ x: 40, y: 10, scale: 0.5 })
    pan.frame(90, 150)
    expect(env.transform()).toEqual({ x: 0, y: 70, scale: 0.5 })
    pan.commit()
    expect(applied).toEqual([])
  })
})
