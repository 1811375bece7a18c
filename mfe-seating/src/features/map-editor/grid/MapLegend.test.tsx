// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { MapLegend } from './MapLegend'

afterEach(cleanup)

describe('the map legend', () => {
  it("explains the accessible seat's mark only on a map that has one", () => {
    expect(render(<MapLegend />).container.textContent).not.toContain('מקום נגיש')
    cleanup()
    expect(render(<MapLegend accessible />).container.textContent).toContain('♿מקום נגיש')
  })
})
