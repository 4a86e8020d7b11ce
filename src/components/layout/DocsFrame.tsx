import type { ReactNode } from "react"
import type { Section, SidebarItem } from "../../lib/sidebar/types"
import { Sidebar } from "../sidebar/Sidebar"

interface Props {
  section: Section
  tree: SidebarItem[]
  current: string
  hidden: boolean
  onHiddenChange: (hidden: boolean) => void
  children: ReactNode
}

/**
 * The desktop sidebar beside the page. Part of the shell, so it stays mounted across client
 * navigation within a section: its scroll position and the categories a reader opened hold.
 */
export function DocsFrame({ section, tree, current, hidden, onHiddenChange, children }: Props) {
  return (
    <div className={`doc-layout${hidden ? " sidebar-hidden" : ""}`}>
      <div className="sidebar-container">
        {!hidden && (
          // A new section is a new tree: its own scroll and open categories.
          <Sidebar
            key={section}
            items={tree}
            current={current}
            label={section === "api" ? "API sidebar" : "Docs sidebar"}
          />
        )}
        <button
          type="button"
          className="sidebar-visibility"
          aria-label={hidden ? "Show sidebar" : "Hide sidebar"}
          aria-expanded={!hidden}
          onClick={() => onHiddenChange(!hidden)}
        >
          <span aria-hidden="true">{hidden ? "»" : "Hide sidebar"}</span>
        </button>
      </div>
      {children}
    </div>
  )
}
