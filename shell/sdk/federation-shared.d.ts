import type { RouteManifest } from '@seats/contracts'

interface SharedSingleton {
  singleton: true
  requiredVersion: string
}

export declare const sharedSingletons: Record<
  'react' | 'react-dom' | '@seats/sdk' | '@seats/sdk/core',
  SharedSingleton
>

export declare function remoteShared(
  command: 'build' | 'serve',
): Record<keyof typeof sharedSingletons, SharedSingleton & { import?: false }>

export declare const sdkEntries: readonly ['@seats/sdk', '@seats/sdk/core']

export declare const devPorts: { shell: 5173; landing: 5174; seating: 5175; admin: 5176 }

export declare function gatewayProxy(
  gatewayUrl?: string,
): Record<'/api' | '/socket.io', { target: string; ws?: boolean }>

export declare function deferSharedLibraries(keys: readonly (keyof typeof sharedSingletons)[]): {
  name: string
  enforce: 'post'
  apply: 'build'
  transform(code: string, id: string): { code: string; map: null } | null
}

type RemoteName = 'landing' | 'seating' | 'admin'

export declare function remoteFederation(
  name: RemoteName,
  command: 'build' | 'serve',
): {
  name: RemoteName
  filename: 'remoteEntry.js'
  dts: false
  disableSnapshot: true
  disableRemote: true
  exposes: { './lifecycles': './src/lifecycles.tsx' }
  shared: ReturnType<typeof remoteShared>
  experiments: { externalRuntime: boolean }
}

export declare function remoteDevServer(name: RemoteName): {
  port: number
  strictPort: true
  origin: string
  cors: true
  proxy: ReturnType<typeof gatewayProxy>
}

export declare function routeManifestFile(manifest: RouteManifest): {
  name: string
  configureServer(server: {
    middlewares: {
      use(
        handler: (
          req: { url?: string },
          res: { setHeader(name: string, value: string): void; end(body: string): void },
          next: () => void,
        ) => void,
      ): void
    }
  }): void
  generateBundle(this: { emitFile(file: { type: 'asset'; fileName: string; source: string }): string }): void
}

export declare function remotePreloadsFile(modules: readonly string[]): {
  name: string
  apply: 'build'
  generateBundle(
    this: { emitFile(file: { type: 'asset'; fileName: string; source: string }): string },
    options: unknown,
    bundle: Record<string, unknown>,
  ): void
}

export declare function chunkClosure(
  bundle: Record<string, { type: string; imports?: readonly string[] }>,
  roots: readonly { fileName: string }[],
): string[]

export declare function firstScreenChunk(
  root: string,
  name?: string,
): {
  groups: {
    debugName: string
    name(
      id: string,
      ctx: {
        getModuleInfo(
          id: string,
        ): { importedIds: readonly string[]; dynamicImporters: readonly string[] } | null
      },
    ): string | null
  }[]
}
