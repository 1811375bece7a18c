// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type * as Blueprint from '../blueprint'
import { PageFrame } from '../ui/page-frame'
import { showToast } from './toaster'

vi.mock('../blueprint', async (actual) => ({
  ...(await actual<typeof Blueprint>()),
  OverlayToaster: { create: vi.fn(async () => ({ show: vi.fn() })) },
}))

/** Puts an element where the test says on the (layout-less) jsdom screen. */
function placeAt(el: Element, top: number, height: number) {
  vi.spyOn(el, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: top, width: 600, height }),
  )
}

const toastsTop = () => document.documentElement.style.getPropertyValue('--seats-toast-heading')

afterEach(() => {
  document.documentElement.style.removeProperty('--seats-toast-heading')
  vi.restoreAllMocks()
})

describe('where toasts appear', () => {
  it("below the screen's title and its heading row, so a toast never covers them", () => {
    const { container } = render(<PageFrame title="תזכורות" subtitle="שיחה שבועית למתפללים" />)
    placeAt(container.querySelector('h1')!, 72, 32)
    placeAt(container.querySelector('header')!, 64, 90)
    showToast({ title: 'ההגדרה נשמרה' })
    expect(toastsTop()).toBe('162px')
  })

  it('just under the top bar when no title is in view (scrolled away)', () => {
    document.documentElement.style.setProperty('--seats-toast-heading', '162px')
    const { container } = render(<PageFrame title="תזכורות" />)
    placeAt(container.querySelector('h1')!, -200, 32)
    showToast({ title: 'ההגדרה נשמרה' })
    expect(toastsTop()).toBe('')
  })
})
