interface SharedSingleton {
  singleton: true
  requiredVersion: string
}

export declare const sharedSingletons: Record<'react' | 'react-dom' | 'react-router-dom' | '@blueprintjs/core' | '@seats/sdk' | '@seats/sdk/core', SharedSingleton>

export declare function remoteShared(command: 'build' | 'serve'): Record<keyof typeof sharedSingletons, SharedSingleton & { import?: false }>

export declare const sdkEntries: readonly ['@seats/sdk', '@seats/sdk/core']

export declare const devPorts: { shell: 5173; landing: 5174; seating: 5175; admin: 5176 }

export declare function gatewayProxy(gatewayUrl?: string): Record<'/api' | '/socket.io', { target: string; ws?: boolean }>

export declare function deferSharedLibraries(keys: readonly (keyof typeof sharedSingletons)[]): {
  name: string
  enforce: 'post'
  apply: 'build'
  transform(code: string, id: string): { code: string; map: null } | null
}
