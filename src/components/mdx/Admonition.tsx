import { type ReactNode } from "react"

export type AdmonitionType = "note" | "tip" | "info" | "warning" | "danger"

const DEFAULT_TITLES: Record<AdmonitionType, string> = {
  note: "Note",
  tip: "Tip",
  info: "Info",
  warning: "Warning",
  danger: "Danger",
}

interface Props {
  type: AdmonitionType
  title?: string
  children?: ReactNode
}

export function Admonition({ type, title, children }: Props) {
  return (
    <aside className={`admonition admonition-${type}`} aria-label={title ?? DEFAULT_TITLES[type]}>
      <p className="admonition-title">{title ?? DEFAULT_TITLES[type]}</p>
      <div className="admonition-body">{children}</div>
    </aside>
  )
}

type ShortcutProps = Omit<Props, "type">
export const Note = (props: ShortcutProps) => <Admonition type="note" {...props} />
export const Tip = (props: ShortcutProps) => <Admonition type="tip" {...props} />
export const Info = (props: ShortcutProps) => <Admonition type="info" {...props} />
export const Warning = (props: ShortcutProps) => <Admonition type="warning" {...props} />
export const Danger = (props: ShortcutProps) => <Admonition type="danger" {...props} />
