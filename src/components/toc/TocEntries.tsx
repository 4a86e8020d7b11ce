import type { TocEntry } from "../../lib/page-context"

interface Props {
  entries: TocEntry[]
  current: string | null
  onPick?: () => void
}

/** The list of h2 headings with their h3s; the entry of the section in view is marked. */
export function TocEntries({ entries, current, onPick }: Props) {
  return (
    <ul>
      {entries.map(entry => (
        <li key={entry.id}>
          <a href={`#${entry.id}`} aria-current={entry.id === current ? "true" : undefined} onClick={onPick}>
            {entry.title}
          </a>
          {entry.items.length > 0 && <TocEntries entries={entry.items} current={current} onPick={onPick} />}
        </li>
      ))}
    </ul>
  )
}
