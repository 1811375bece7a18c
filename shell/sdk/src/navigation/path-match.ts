/** '/maps' matches '/maps' and '/maps/3' but not '/mapsx'; the URL's path only. */
export function matchesPrefix(pathname: string, prefix: string): boolean {
  if (prefix === '/') return pathname === '/'
  return pathname === prefix || pathname.startsWith(`${prefix}/`)
}

/** The path part of '/a/b?x=1#y' (or of a full URL). */
export function pathnameOf(path: string): string {
  const withoutOrigin = path.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '')
  const end = withoutOrigin.search(/[?#]/)
  const pathname = end === -1 ? withoutOrigin : withoutOrigin.slice(0, end)
  return pathname || '/'
}
