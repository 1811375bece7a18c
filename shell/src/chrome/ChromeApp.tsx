import { PlatformProvider } from '@seats/sdk'
import { BrowserRouter } from 'react-router-dom'
import { Banners } from './Banners'
import { NotFound } from './NotFound'
import { RoutingProgress } from './RoutingProgress'
import { TopBar } from './TopBar'

/** The shell's own React tree: top bar, banners and the not-found page. Remotes render beside it. */
export function ChromeApp() {
  return (
    <PlatformProvider>
      <BrowserRouter>
        <TopBar />
        <RoutingProgress />
        <Banners />
        <NotFound />
      </BrowserRouter>
    </PlatformProvider>
  )
}
