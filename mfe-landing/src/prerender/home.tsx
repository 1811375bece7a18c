import { prerenderedPageSchema, type PrerenderedPage } from '@seats/contracts'
import { renderToString } from 'react-dom/server'
import { App } from '../App'
import { HOME_PATH, OPINIONS_PATH } from '../features/landing/home-paths'

/**
 * The home page as the remote's root renders it on the client (`App` at '/'), for the build to ship as
 * HTML with its stylesheet: the gateway serves it inside the shell's page, and mounting hydrates it
 * (createRemoteLifecycles).
 */
export function prerenderHome(css: string): PrerenderedPage {
  return prerenderedPageSchema.parse({
    paths: [HOME_PATH, OPINIONS_PATH],
    css,
    html: renderToString(<App />),
  })
}
