import { afterAll } from 'vitest'

/**
 * Set up in every front-end test project. Toasts render in React roots of their own, which testing-library's
 * cleanup does not unmount: a toast's timer that fires after a file's jsdom is torn down would re-render
 * without a window. Each file ends with its toasters gone.
 */
afterAll(async () => {
  if (typeof document === 'undefined' || !document.querySelector('.seats-toaster')) return
  const { disposeToasters } = await import('../toaster/toaster')
  disposeToasters()
})
