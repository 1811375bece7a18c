import '@seats/sdk/styles.css'
import { renderStandalone } from '@seats/sdk'
import { App } from './App'

renderStandalone('mfe-seating', App)
