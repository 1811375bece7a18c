import { createHash } from 'node:crypto'
import {
  COLOR_SCHEME_STORAGE_KEY,
  DARK_THEME_CLASS,
  PREFETCH_PLAN_ELEMENT_ID,
  PREFETCHED_GLOBAL,
  PRERENDERED_ATTRIBUTE,
  SESSION_TOKEN_STORAGE_KEY,
} from '@seats/contracts'

// The inline scripts of the composed pages: each runs before any of the shell's code, and the CSP allows
// each by its hash (no 'unsafe-inline').

/**
 * Runs right after the prerendered markup: a visitor with a session is sent elsewhere by the shell
 * (a warden at '/' goes to the map), so the page a visitor without one sees is never painted for them.
 */
export function sessionCheckScript(remote: string): string {
  const key = JSON.stringify(SESSION_TOKEN_STORAGE_KEY)
  const id = JSON.stringify(`mfe-${remote}`)
  const mark = JSON.stringify(PRERENDERED_ATTRIBUTE)
  return `try{if(localStorage.getItem(${key})){var c=document.getElementById(${id});c.replaceChildren();c.removeAttribute(${mark})}}catch(e){}`
}

/**
 * Runs as the body opens: the dark theme, when chosen or the system's, is on before the prerendered page
 * first paints (the shell's colour scheme takes over when its code runs; it decides the same way).
 */
export function colorSchemeScript(): string {
  const key = JSON.stringify(COLOR_SCHEME_STORAGE_KEY)
  const dark = JSON.stringify(DARK_THEME_CLASS)
  return `try{var p=localStorage.getItem(${key});if(p==="dark"||(p!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches)){document.body.classList.add(${dark});document.documentElement.style.colorScheme="dark";document.documentElement.dataset.colorScheme="dark"}}catch(e){}`
}

/**
 * Runs first in a screen's page: starts the requests its code would make only after loading (the
 * remotes' manifests; with a stored session the user and the screen's data, `PrefetchPlan`) and leaves
 * them in `window[PREFETCHED_GLOBAL]` for the sdk's `takePrefetched`. The route whose pattern consumes
 * the most segments of the path wins, as in the shell; a :param outside [A-Za-z0-9_-] fills in nothing.
 */
export function prefetchScript(): string {
  const plan = JSON.stringify(PREFETCH_PLAN_ELEMENT_ID)
  const store = JSON.stringify(PREFETCHED_GLOBAL)
  const key = JSON.stringify(SESSION_TOKEN_STORAGE_KEY)
  return [
    `try{var s=window[${store}]={},p=JSON.parse(document.getElementById(${plan}).textContent),n=Date.now();`,
    `var go=function(u,t){var h={Accept:"application/json"};if(t)h.Authorization="Bearer "+t;`,
    `var r=fetch(u,{credentials:"include",headers:h});r.catch(function(){});s[u]={at:n,token:t,response:r}};`,
    `p.public.forEach(function(u){go(u,null)});var t=localStorage.getItem(${key});`,
    `if(t){var g=location.pathname.split("/").filter(Boolean),b=null;`,
    `p.routes.forEach(function(r){var q={},c=0,ok=r.pattern.split("/").filter(Boolean).every(function(w){`,
    `var v=g[c];if(w[0]===":"){var o=w.slice(-1)==="?";if(v===undefined)return o;if(!/^[\\w-]+$/.test(v))return false;`,
    `q[w.slice(1,o?-1:undefined)]=v}else if(v!==w)return false;c++;return true});`,
    `if(ok&&!(r.exact&&c<g.length)&&(!b||c>b.c))b={r:r,q:q,c:c}});`,
    `p.user.concat(b?b.r.data:[]).forEach(function(u){var f=true;`,
    `u=u.replace(/:(\\w+)/g,function(_,k){if(!b||!b.q[k])f=false;return b&&b.q[k]||""});if(f)go(u,t)})}}catch(e){}`,
  ].join('')
}

/** A Content-Security-Policy source that allows exactly this inline script. */
export const scriptHashSource = (script: string): string =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`
