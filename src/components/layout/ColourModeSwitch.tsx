/**
 * The colour mode switch. The site has two colour modes, light and dark, the reader's kept in
 * local storage (src/app/colour-mode.ts applies it before the first paint); dark is the
 * default and the switch is disabled, since only the dark palette is finished. It stays
 * visible so readers know the setting exists and where it will be.
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
