import type { TocEntry } from "../../lib/page-context"

function Entries({ entries }: { entries: TocEntry[] }) {
  return (
    <ul>
      {entries.map(entry => (
        <li key={entry.id}>
          <a href={`#${entry.id}`}>{entry.title}</a>
          {entry.items.length > 0 && <Entries entries={entry.items} />}
        </li>
      ))}
    </ul>
  )
}

/** Headings of levels 2 and 3. */
export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  if (entries.length === 0) return null
  return (
    <nav className="toc" aria-label="On this page">
      <p className="toc-title">On this page</p>
      <Entries entries={entries} />
    </nav>
  )
}
