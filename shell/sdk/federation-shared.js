// Plain JavaScript: vite.config files load it with Node, which does not read TypeScript from packages.

/**
 * Module Federation `shared` settings for the shell and every remote. All are singletons: one React,
 * one router, one Blueprint (one overlay stack) and one @seats/sdk (one session, API client, socket and
 * toaster) per page. The host provides them; a remote's own copy is only a fallback for running alone.
 */
export const sharedSingletons = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  'react-router-dom': { singleton: true, requiredVersion: '^7.0.0' },
  '@blueprintjs/core': { singleton: true, requiredVersion: '^6.0.0' },
  '@seats/sdk': { singleton: true, requiredVersion: '^0.1.0' },
}

/** Dev servers: the shell on 5173, the remotes next to it. */
export const devPorts = { shell: 5173, landing: 5174, seating: 5175, admin: 5176 }

/** Same-origin API and socket in development too: every dev server forwards them to the gateway. */
export function gatewayProxy(gatewayUrl = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080') {
  return {
    '/api': { target: gatewayUrl },
    '/socket.io': { target: gatewayUrl, ws: true },
  }
}
