import { BOOT_PRELOAD_ATTRIBUTE as contractsAttribute } from '@seats/contracts'
import { describe, expect, it } from 'vitest'
import { BOOT_PRELOAD_ATTRIBUTE, bootPreloads } from '../boot-preloads'

const chunk = (fileName: string, imports: string[] = [], extra: Record<string, unknown> = {}) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId: null,
  isEntry: false,
  imports,
  ...extra,
})

const bundle = Object.fromEntries(
  [
    chunk('assets/index-1.js', ['assets/runtime-1.js'], { isEntry: true, facadeModuleId: '/s/index.html' }),
    chunk('assets/runtime-1.js'),
    chunk('assets/_virtual_mf__x__prebuild__react__prebuild__-1.js', ['assets/react-1.js']),
    chunk('assets/react-1.js', ['assets/runtime-1.js']),
    chunk('assets/_virtual_mf__x__prebuild___mf_0_blueprintjs_mf_1_core__prebuild__-1.js'),
    chunk('assets/app-shell-1.js', ['assets/src-1.js'], { facadeModuleId: '/s/src/app-shell.tsx' }),
    chunk('assets/src-1.js'),
    chunk('assets/AccountPage-1.js', [], { facadeModuleId: '/s/src/account/AccountPage.tsx' }),
  ].map((c) => [c.fileName, c]),
)

function preloadsOf(sharedLibraries: string[]): string[] {
  const plugin = bootPreloads({ sharedLibraries, appShell: 'src/app-shell.tsx' })
  const hook = plugin.transformIndexHtml as unknown as {
    handler: (html: string, ctx: { bundle: unknown }) => { attrs: Record<string, string> }[]
  }
  return hook.handler('', { bundle }).map((tag) => tag.attrs.href!)
}

describe('boot preloads', () => {
  it('preload the shared libraries and the app shell with their imports, not what Vite preloads already', () => {
    expect(preloadsOf(['react', '@blueprintjs/core']).sort()).toEqual(
      [
        '/assets/_virtual_mf__x__prebuild__react__prebuild__-1.js',
        '/assets/react-1.js',
        '/assets/_virtual_mf__x__prebuild___mf_0_blueprintjs_mf_1_core__prebuild__-1.js',
        '/assets/app-shell-1.js',
        '/assets/src-1.js',
      ].sort(),
    )
  })

  it('fail the build when a shared library is not where the federation plugin puts it', () => {
    expect(() => preloadsOf(['react-router-dom'])).toThrow(/react-router-dom/)
  })

  it('are marked the way the gateway looks for them', () => {
    expect(BOOT_PRELOAD_ATTRIBUTE).toBe(contractsAttribute)
  })
})
