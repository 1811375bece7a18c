import {
  BOOT_PRELOAD_ATTRIBUTE,
  PREFETCH_PLAN_ELEMENT_ID,
  PRERENDERED_ATTRIBUTE,
  type PrefetchPlan,
  type PrerenderedPage,
  type RemotePreloads,
} from '@seats/contracts'
import { colorSchemeScript, prefetchScript, sessionCheckScript } from './page-scripts'

// The shell's built index.html, edited as text for each kind of page: it is our own build, of known shape.

/** The screen page's plan and the script that carries it out, first thing in the head. */
export function withPrefetchPlan(shellHtml: string, plan: PrefetchPlan): string {
  // Inside a <script> element only "</script" (or "<!--") could end or bend it.
  const json = JSON.stringify(plan).replace(/</g, '\\u003c')
  return shellHtml.replace(
    /<head[^>]*>/,
    (head) =>
      `${head}<script type="application/json" id="${PREFETCH_PLAN_ELEMENT_ID}">${json}</script><script>${prefetchScript()}</script>`,
  )
}

const bootPreloads = new RegExp(`<link\\b[^>]*\\s${BOOT_PRELOAD_ATTRIBUTE}\\b[^>]*>\\s*`, 'g')

/**
 * The shell's page with a remote's prerendered screen in its container and the screen's CSS in the head,
 * without the preloads of the app shell's boot (bandwidth the first paint needs); null when the page has
 * no empty container for that remote (a shell this gateway does not know).
 */
export function composePage(shellHtml: string, remote: string, page: PrerenderedPage): string | null {
  const container = new RegExp(`(<div id="mfe-${remote}"[^>]*)></div>`)
  if (!container.test(shellHtml) || !shellHtml.includes('</head>') || !/<body[^>]*>/.test(shellHtml))
    return null
  // Inside <style> only "</style" could end the element early.
  const css = page.css.replace(/<\/style/gi, '<\\/style')
  return shellHtml
    .replace(bootPreloads, '')
    .replace('</head>', () => `<style>${css}</style></head>`)
    .replace(/<body[^>]*>/, (body) => `${body}<script>${colorSchemeScript()}</script>`)
    .replace(
      container,
      (_, open: string) =>
        `${open} ${PRERENDERED_ATTRIBUTE}>${page.html}</div><script>${sessionCheckScript(remote)}</script>`,
    )
}

/** The shell's page announcing a remote's first files (code and styles), so they download beside the shell's own. */
export function withRemotePreloads(shellHtml: string, remote: string, preloads: RemotePreloads): string {
  const links = [
    ...preloads.modules.map(
      (file) => `<link rel="modulepreload" crossorigin href="/remotes/${remote}/${file}">`,
    ),
    // Vite's loader asks for a chunk's CSS with crossorigin: a preload in another mode would not be used
    // and the sheet would download twice.
    ...preloads.styles.map(
      (file) => `<link rel="preload" as="style" crossorigin href="/remotes/${remote}/${file}">`,
    ),
  ].join('')
  return shellHtml.replace('</head>', () => `${links}</head>`)
}
