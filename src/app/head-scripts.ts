import { DEFAULT_LOCALE, LOCALES } from "../lib/paths/locale"

export const htmlAttributes = {
  lang: LOCALES[DEFAULT_LOCALE].htmlLang,
  dir: LOCALES[DEFAULT_LOCALE].direction,
}

/**
 * Runs before the page renders: a URL ending in `.html` or `/index.html` is replaced by the
 * clean path (SPEC §2), so a reader never sees a not-found flash. Kept in sync with
 * src/lib/paths/html-suffix.ts by a unit test.
 */
export const HTML_SUFFIX_SCRIPT =
  '(function(l){var p=l.pathname,n=p;if(/\\/index\\.html$/.test(p))n=p.slice(0,-11)||"/";' +
  'else if(/\\.html$/.test(p)&&p!=="/404.html")n=p.slice(0,-5)||"/";' +
  "if(n!==p)l.replace(n+l.search+l.hash)})(window.location)"

/**
 * Runs first: when local or session storage is unusable (blocked, or a privacy extension or
 * webview whose getItem/removeItem throw), it is replaced for this page by one that keeps
 * nothing: Gatsby's own startup reads session storage outside a try, and a throw there stopped
 * the whole app from hydrating. Reads find nothing and writes are dropped, the same silent
 * no-op src/lib/storage gives. A full storage still reads, so it is left alone.
 */
export const STORAGE_GUARD_SCRIPT =
  "(function(w){function none(){return{getItem:function(){return null},setItem:function(){}," +
  'removeItem:function(){},clear:function(){},key:function(){return null},length:0}}["localStorage","sessionStorage"].forEach(function(n){' +
  'try{var s=w[n],k="__qf_probe";s.getItem(k);s.removeItem(k)}catch(e){' +
  "try{Object.defineProperty(w,n,{configurable:true,value:none()})}catch(e2){}}})})(window)"
