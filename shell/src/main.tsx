import '@seats/sdk/styles.css'
import './chrome/chrome.css'
import { applyPageTitle, initPlatform } from '@seats/sdk'
import { createRoot } from 'react-dom/client'
import { start } from 'single-spa'
import { ChromeApp } from './chrome/ChromeApp'
import { guardInitialNavigation, installNavigationGuard } from './navigation-guard'
import { registerRemoteApplications } from './registry'

// single-spa patches pushState/replaceState to announce every change as popstate, so plain history
// calls move every mounted app's router at once.
initPlatform({
  navigator: (to, { replace }) => {
    if (replace) window.history.replaceState(null, '', to)
    else window.history.pushState(null, '', to)
  },
})

async function boot() {
  const chrome = document.getElementById('shell-chrome')
  if (!chrome) throw new Error('#shell-chrome is missing from index.html')
  createRoot(chrome).render(<ChromeApp />)

  // Decide the first page before any remote loads, so a visitor never sees a screen they may not open.
  await guardInitialNavigation()
  applyPageTitle()
  registerRemoteApplications()
  installNavigationGuard()
  window.addEventListener('single-spa:routing-event', () => applyPageTitle())
  start({ urlRerouteOnly: true })
}

void boot()
