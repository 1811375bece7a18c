import { OverlaysContext, type OverlaysContextState } from '../blueprint'
import type { ReactNode } from 'react'

/**
 * Every React root in the page (shell chrome, each remote, toasters, dialogs) shares one overlay
 * stack, so a dialog opened by a remote stacks correctly over one opened by the shell.
 */
const sharedOverlays: OverlaysContextState = { hasProvider: true, stack: { current: [] } }

export function PlatformProvider({ children }: { children: ReactNode }) {
  return <OverlaysContext.Provider value={sharedOverlays}>{children}</OverlaysContext.Provider>
}
