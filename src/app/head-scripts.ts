import { DEFAULT_LOCALE, LOCALES } from "../lib/paths/locale"

export const htmlAttributes = {
  lang: LOCALES[DEFAULT_LOCALE].htmlLang,
  dir: LOCALES[DEFAULT_LOCALE].direction,
}

/**
 * Runs before the page renders: a URL ending in `.html` or `/index.html` (with or without a slash
 * after it) is replaced by the clean path, so a reader never sees a not-found flash. Only a path
 * with one leading slash is rewritten: `//host/x.html` would become `//host/x`, a URL of another
 * site. Kept in sync with src/lib/paths/html-suffix.ts by a unit test.
 */
export const HTML_SUFFIX_SCRIPT = String.raw`(function(l){var p=l.pathname,n=p;if(/^\/(?![\/\\])/.test(p)){if(/\.html\/$/.test(p))n=p.slice(0,-1);if(/\/index\.html$/.test(n))n=n.slice(0,-11)||"/";else if(/\.html$/.test(n)&&n!=="/404.html")n=n.slice(0,-5)||"/"}if(n!==p)l.replace(n+l.search+l.hash)})(window.location)`

/**
 * Runs before Gatsby reads the address: brings the path and the hash to shapes Gatsby's router
 * can take (src/lib/paths/url-shape.ts says why and holds the same rules, kept in sync by a
 * unit test), on first load and on every in-page history change (`location.hash = "%"`, a
 * plain `#…` link). The listener is added before the router's, so the router reads the fixed
 * address. A fix is a `replaceState`: nothing reloads and the history keeps its length.
 */
export const URL_SHAPE_SCRIPT = String.raw`(function(w){var l=w.location,h=w.history;function r(s){try{decodeURI(s);return s}catch(e){return s.replace(/%/g,"%25")}}function t(p){var s=p.replace(/(?:%[0-9a-f]{2})+/gi,function(x){try{return decodeURIComponent(x)}catch(e){return x}}).replace(/[\t\n\r]/g,"").replace(/\\/g,"/").split("/"),o=[],i;for(i=0;i<s.length;i++)if(s[i]!=="."&&s[i]!=="..")o.push(s[i]);else{if(s[i]==="..")o.pop();if(i===s.length-1)o.push("")}p=("/"+o.join("/")).replace(/^\/+/,"/");try{return encodeURI(p.replace(/%/g,"\uff05").replace(/\?/g,"\uff1f").replace(/#/g,"\uff03"))}catch(e){return "/"}}function f(){var p=l.pathname,q=t(p),a=r(l.hash);if(q!==p||a!==l.hash)try{h.replaceState(h.state,"",q+l.search+a)}catch(e){}}f();w.addEventListener("popstate",f)})(window)`

/**
 * Runs first: when localStorage or sessionStorage is unusable (blocked, or a privacy extension or
 * webview whose getItem/removeItem throw), it is replaced for this page by one that keeps
 * nothing: Gatsby's own startup reads sessionStorage outside a try, and a throw there stopped
 * the whole app from hydrating. Reads find nothing and writes are dropped, the same silent
 * no-op src/lib/storage gives. A full storage still reads, so it is left alone.
 */
export const STORAGE_GUARD_SCRIPT =
  "(function(w){function none(){return{getItem:function(){return null},setItem:function(){}," +
  'removeItem:function(){},clear:function(){},key:function(){return null},length:0}}["localStorage","sessionStorage"].forEach(function(n){' +
  'try{var s=w[n],k="__qf_probe";s.getItem(k);s.removeItem(k)}catch(e){' +
  "try{Object.defineProperty(w,n,{configurable:true,value:none()})}catch(e2){}}})})(window)"
