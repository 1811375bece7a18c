import { federation } from '@module-federation/vite'
import { remoteDevServer, remoteFederation, sdkEntries } from '@seats/sdk/federation'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig(({ command }) => ({
  // Built with relative URLs so the same artifact works wherever it is served (/remotes/seating/ or elsewhere).
  base: command === 'build' ? './' : '/',
  plugins: [react(), federation(remoteFederation('seating', command))],
  server: remoteDevServer('seating'),
  optimizeDeps: { exclude: [...sdkEntries] },
  build: { target: 'esnext' },
}))
