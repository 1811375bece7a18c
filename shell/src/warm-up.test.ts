import { describe, expect, it } from 'vitest'
import { isDoorToTheMap } from './warm-up'

describe('doors to the map', () => {
  it('are the sign-in, registration and demo pages', () => {
    expect(['/login', '/register', '/guest-session', '/register/'].map(isDoorToTheMap)).toEqual([
      true,
      true,
      true,
      true,
    ])
  })
  it('are not the home page, the landing sections or the app itself', () => {
    expect(['/', '/opinions', '/map/3', '/persons', '/loginx'].map(isDoorToTheMap)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ])
  })
})
