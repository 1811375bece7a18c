import { federation } from '@module-federation/vite'
import { devPorts, gatewayProxy, sharedSingletons } from '@seats/sdk/federation'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The host: remotes are registered at run time from /remotes.json (src/remotes.ts), never at build time.
export default defineConfig({
  plugins: [
    react(),
    federation({
      name: 'shell',
      dts: false,
      remotes: {},
      shared: sharedSingletons,
    }),
  ],
  server: { port: devPorts.shell, strictPort: true, proxy: gatewayProxy() },
  preview: { port: 4173, strictPort: true, proxy: gatewayProxy() },
  build: { target: 'esnext' },
})
