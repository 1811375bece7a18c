/** Parsing just enough of built HTML and minified ES modules to find what loads up front. */

/** Module scripts and modulepreloads an index.html makes the browser fetch at once. */
export function htmlEntryScripts(html: string): string[] {
  const out: string[] = []
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const isScript = /^<script/i.test(tag) && /type=["']?module/i.test(tag)
    const isPreload = /^<link/i.test(tag) && /rel=["']?modulepreload/i.test(tag)
    const url = /(?:src|href)=["']([^"']+)["']/i.exec(tag)?.[1]
    if ((isScript || isPreload) && url) out.push(url.replace(/^\.\//, '/'))
  }
  return [...new Set(out)]
}

/** Specifiers of static `import … from "x"`, `import "x"` and `export … from "x"`; never `import("x")`. */
export function staticImports(code: string): string[] {
  const out = new Set<string>()
  const re = /(?:\bfrom\s*|\bimport\s*)(["'])([^"'\n]+?\.m?js)\1/g
  for (const m of code.matchAll(re)) {
    const spec = m[2]
    if (spec) out.add(spec)
  }
  return [...out]
}
