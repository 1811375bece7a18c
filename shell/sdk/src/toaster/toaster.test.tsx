// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api/api-error'
import type * as Blueprint from '../blueprint'
import { OverlayToaster } from '../blueprint'
import { PageFrame } from '../ui/page-frame'
import { showToast, toast } from './toaster'

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

describe('toast.failure', () => {
  /** What the page's toaster was asked to show so far. */
  async function shown(): Promise<string[]> {
    await new Promise((resolve) => setTimeout(resolve, 0))
    const toasters = await Promise.all(
      vi
        .mocked(OverlayToaster.create)
        .mock.results.map((r) => r.value as Promise<{ show: ReturnType<typeof vi.fn> }>),
    )
    return toasters.flatMap((t) => t.show.mock.calls.map((c) => String((c[0] as { intent: string }).intent)))
  }

  it("shows a failed call's message, but nothing for a 402, whose one toast offers to pay", async () => {
    const before = (await shown()).length
    toast.failure('השינוי לא נשמר', new ApiError(402, 'payment_required', 'תקופת הניסיון הסתיימה'))
    expect((await shown()).length).toBe(before)
    toast.failure('השינוי לא נשמר', new ApiError(503, 'upstream_unavailable', 'השירות אינו זמין'))
    expect((await shown()).slice(before)).toEqual(['danger'])
  })
})
