import { createContext, useContext } from 'react'

/** Lets a section ask the page to re-measure its scroll animations after its own height changed. */
export const RevealRefreshContext = createContext<() => void>(() => {})

export const useRevealRefresh = () => useContext(RevealRefreshContext)
