import { configure } from '@testing-library/react'
import { afterAll } from 'vitest'

/**
 * Set up in every front-end test project.
 *
 * A `findBy…` or `waitFor` waits for what a user would see; one second is too short while a full run keeps both
 * cores busy, and a test that gave up early would fail for the machine, not for the screen.
 */
configure({ asyncUtilTimeout: 10_000 })

/**
 * Toasts render in React roots of their own, which testing-library's cleanup does not unmount: a toast's timer
 * that fires after a file's jsdom is torn down would re-render without a window. Each file ends with its
 * toasters gone.
 */
afterAll(async () => {
  if (typeof document === 'undefined' || !document.querySelector('.seats-toaster')) return
  const { disposeToasters } = await import('../toaster/toaster')
  disposeToasters()
})
