/**
 * The sdk must exist once per page (one session, one socket, one toaster). Each copy that
 * evaluates counts itself here, so a second copy shows up in the console and in tests.
 */
interface SdkMarker {
  instanceId: string
  copies: number
}

declare global {
  interface Window {
    __SEATS_SDK__?: SdkMarker
  }
}

export const sdkInstanceId = `sdk-${Math.random().toString(36).slice(2)}-${Date.now().toString(36)}`

if (typeof window !== 'undefined') {
  const marker = window.__SEATS_SDK__
  if (marker) {
    marker.copies += 1
    console.error(
      `[sdk] a second copy of @seats/sdk was loaded (${marker.copies} copies); it must be a shared singleton.`,
    )
  } else {
    window.__SEATS_SDK__ = { instanceId: sdkInstanceId, copies: 1 }
  }
}

/** True when the caller's @seats/sdk is the one the page started with (remotes check this on bootstrap). */
export function isSharedSdkInstance(): boolean {
  return typeof window !== 'undefined' && window.__SEATS_SDK__?.instanceId === sdkInstanceId
}
