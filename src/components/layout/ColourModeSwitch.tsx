/**
 * The colour mode switch exists but is disabled; dark is the only mode shipped.
 * It stays visible (not removed) so readers know the site has a mode setting at all.
 */
export function ColourModeSwitch() {
  return (
    <button
      type="button"
      className="colour-mode-switch"
      disabled
      aria-label="Switch to light mode (not available: dark mode only)"
      title="Dark mode only"
    >
      <span aria-hidden="true">☾</span>
    </button>
  )
}
