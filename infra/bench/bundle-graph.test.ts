import { describe, expect, it } from 'vitest'
import { htmlEntryScripts, staticImports } from './bundle-graph.js'

describe('htmlEntryScripts', () => {
  it('finds module scripts and modulepreloads, not stylesheets', () => {
    const html = `<script type="module" crossorigin src="/assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-b.js">
      <link rel="stylesheet" href="/assets/index-c.css">`
    expect(htmlEntryScripts(html)).toEqual(['/assets/index-a.js', '/assets/react-b.js'])
  })
})

describe('staticImports', () => {
  it('finds static imports and re-exports in minified code but skips dynamic import()', () => {
    const code = `import{a as b}from"./chunk-1.js";import"./side.js";export{c}from'./re.js';const m=()=>import("./lazy.js");`
    expect(staticImports(code).sort()).toEqual(['./chunk-1.js', './re.js', './side.js'])
  })
})
