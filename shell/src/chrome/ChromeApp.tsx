import { PlatformProvider, BrowserRouter } from '@seats/sdk'
import { PaymentDialogHost } from '../billing/PaymentDialogHost'
import { Banners } from './Banners'
import { NotFound } from './NotFound'
import { RoutingProgress } from './RoutingProgress'
import { ShellPages } from './ShellPages'
import { TopBar } from './TopBar'

/**
 * The shell's own React tree: top bar, banners, the payment dialog, the shell's screens (/subscription)
 * and the not-found page. Remotes render beside it.
 */
export function ChromeApp() {
  return (
    <PlatformProvider>
      <BrowserRouter>
        <TopBar />
        <RoutingProgress />
        <Banners />
        <ShellPages />
        <NotFound />
        <PaymentDialogHost />
      </BrowserRouter>
    </PlatformProvider>
  )
}
