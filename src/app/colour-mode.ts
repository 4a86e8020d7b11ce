/**
 * Colour mode: light or dark, kept in local storage; dark is the default and the
 * switch is disabled, so dark is the only mode this site ships styles for. The attribute is
 * set in the server-rendered HTML and confirmed by an inline script before first paint, so
 * there is never a flash of another theme.
 */
export const COLOUR_MODE_KEY = "theme"
export const DEFAULT_COLOUR_MODE = "dark"
export const AVAILABLE_COLOUR_MODES = ["dark"] as const

/** Inline, pre-hydration: keep a valid stored mode, otherwise store and apply the default. */
export const COLOUR_MODE_SCRIPT =
  `(function(){var k=${JSON.stringify(COLOUR_MODE_KEY)},ok=${JSON.stringify(AVAILABLE_COLOUR_MODES)},` +
  `d=${JSON.stringify(DEFAULT_COLOUR_MODE)},m=null;try{m=localStorage.getItem(k)}catch(e){}` +
  "if(ok.indexOf(m)<0){m=d;try{localStorage.setItem(k,m)}catch(e){}}" +
  'document.documentElement.setAttribute("data-theme",m)})()'
