import '@seats/sdk/styles.css'
import { renderStandalone } from '@seats/sdk'
import { App } from './App'
import { routes } from './routes'

renderStandalone('seating', App, routes)
