import { federation } from '@module-federation/vite'
import { devPorts, gatewayProxy, remoteShared, sdkEntries } from '@seats/sdk/federation'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const port = devPorts.admin

export default defineConfig(({ command }) => ({
  // Built with relative URLs so the same artifact works wherever it is served (/remotes/admin/ or elsewhere).
  base: command === 'build' ? './' : '/',
  plugins: [
    react(),
    federation({
      name: 'admin',
      filename: 'remoteEntry.js',
      dts: false,
      exposes: { './lifecycles': './src/lifecycles.tsx' },
      shared: remoteShared(command),
      // Built, it only ever runs inside the shell, which provides the federation runtime; the dev
      // server keeps its own so the remote can also run alone.
      experiments: { externalRuntime: command === 'build' },
    }),
  ],
  // Dev: assets must point at this server even when the shell on :5173 loads them.
  server: { port, strictPort: true, origin: `http://localhost:${port}`, cors: true, proxy: gatewayProxy() },
  preview: { port, strictPort: true, cors: true, proxy: gatewayProxy() },
  optimizeDeps: { exclude: [...sdkEntries] },
  build: { target: 'esnext' },
}))
