import { groupBySection, sharedTitles, type SearchHit } from "./hit-display"
import { HitItem } from "./HitItem"

interface Props {
  hits: SearchHit[]
  listId: string
  activeIndex: number
  onOpen: (hit: SearchHit, newTab: boolean) => void
  onHover: (index: number) => void
}

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`

/** Results grouped by top-level section, one listbox for keyboard navigation. */
export function HitList({ hits, listId, activeIndex, onOpen, onHover }: Props) {
  const shared = sharedTitles(hits)
  return (
    <div id={listId} role="listbox" aria-label="Search results" className="search-results">
      {groupBySection(hits).map(group => (
        <div key={group.section} role="group" aria-labelledby={`${listId}-${group.section}`} className="search-group">
          <p id={`${listId}-${group.section}`} className="search-group-title">
            {group.section}
          </p>
          <ul role="presentation">
            {group.hits.map(({ hit, index }) => (
              <HitItem
                key={hit.objectID}
                hit={hit}
                id={optionId(listId, index)}
                active={index === activeIndex}
                onOpen={onOpen}
                onHover={() => onHover(index)}
                withPage={shared.has(hit.objectID)}
              />
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}
