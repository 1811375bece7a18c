import '@seats/sdk/styles.css'
import { renderStandalone } from '@seats/sdk'
import { App } from './App'
import { routes } from './routes'
import { withRoutesDemo } from './routes-demo/routes-demo'

renderStandalone('admin', App, import.meta.env.VITE_ROUTES_DEMO === '1' ? withRoutesDemo(routes) : routes)
