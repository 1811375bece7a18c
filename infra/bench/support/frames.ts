import type { Page } from 'playwright-core'

/**
 * Records requestAnimationFrame timestamps from now on. Passed as source text: the bundler that runs the
 * benches would wrap named functions in a helper the page does not have.
 */
export const startFrameRecorder = (page: Page) =>
  page.evaluate(`(() => {
    window.__frames = [];
    window.__recording = true;
    const tick = (t) => {
      if (!window.__recording) return;
      window.__frames.push(t);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`)

/** Stops the recorder and answers the time between consecutive frames (ms). */
export const stopFrameRecorder = (page: Page): Promise<number[]> =>
  page.evaluate(`(() => {
    window.__recording = false;
    const f = window.__frames;
    return f.slice(1).map((t, i) => t - f[i]);
  })()`)
