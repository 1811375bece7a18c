import { z } from 'zod'

/**
 * A remote's screen rendered at build time (`prerendered/<name>.json` in the remote's build): the gateway
 * serves it inside the shell's page for `paths`, so its content paints before any JavaScript arrives;
 * the remote then hydrates it instead of rendering it again.
 */
export const prerenderedPageSchema = z.object({
  /** The client paths this markup stands for (exact, no trailing slash). */
  paths: z.array(z.string().startsWith('/')).min(1),
  /** The screen's stylesheet, inlined in the page's head: no request stands before the first paint. */
  css: z.string(),
  /** The remote's container's inner HTML, as React renders it on the client. */
  html: z.string().min(1),
})
export type PrerenderedPage = z.infer<typeof prerenderedPageSchema>
