import { useRef, type ReactNode } from "react"
import { CopyButton } from "./CopyButton"

interface Props {
  children?: ReactNode
  className?: string
  "data-title"?: string
}

/**
 * Every fenced code block: highlighted at build time by Prism (rehype-prism-plus), so no
 * highlighter ships to the browser; an optional title bar and a copy button.
 */
export function CodeBlock({ children, className, "data-title": title }: Props) {
  const preRef = useRef<HTMLPreElement>(null)
  return (
    <figure className="code-block">
      {title && <figcaption className="code-block-title">{title}</figcaption>}
      <div className="code-block-body">
        {/* A long line scrolls sideways: the block must be reachable by keyboard to scroll it (axe: scrollable-region-focusable). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <pre ref={preRef} className={className} tabIndex={0}>
          {children}
        </pre>
        {/* The code's own text: innerText would add a line break after each line's block-level span. */}
        <CopyButton getText={() => preRef.current?.querySelector("code")?.textContent ?? ""} />
      </div>
    </figure>
  )
}
