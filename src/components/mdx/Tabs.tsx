import { Children, isValidElement, useId, useState, type KeyboardEvent, type ReactElement, type ReactNode } from "react"
import { useTabGroup } from "./useTabGroup"

interface TabItemProps {
  label: string
  children?: ReactNode
}

/** One panel of <Tabs>; rendered by its parent, never on its own. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>
}

interface TabsProps {
  /** Tab sets with one `groupId` switch together, on every page and after a reload (by label). */
  groupId?: string
  children?: ReactNode
}

/** Accessible tabs (WAI-ARIA tabs pattern): arrow keys move between tabs, Home/End jump. */
export function Tabs({ groupId, children }: TabsProps) {
  const items = Children.toArray(children).filter(isValidElement) as ReactElement<TabItemProps>[]
  const [own, setOwn] = useState(0)
  const [choice, choose] = useTabGroup(groupId)
  const chosen = choice === null ? -1 : items.findIndex(item => item.props.label === choice)
  // A group choice this set does not offer (say, Java on a page without a Java sample) leaves it as it is.
  const selected = chosen >= 0 ? chosen : own
  const setSelected = (index: number) => {
    setOwn(index)
    choose(items[index].props.label)
  }
  const baseId = useId()
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: (selected + 1) % items.length,
      ArrowLeft: (selected - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    }
    const next = moves[event.key]
    if (next === undefined) return
    event.preventDefault()
    setSelected(next)
    document.getElementById(`${baseId}-tab-${next}`)?.focus()
  }
  return (
    <div className="tabs">
      <div role="tablist" className="tabs-list">
        {items.map((item, index) => (
          <button
            key={item.props.label}
            id={`${baseId}-tab-${index}`}
            type="button"
            role="tab"
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            onKeyDown={onKeyDown}
          >
            {item.props.label}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div
          key={item.props.label}
          id={`${baseId}-panel-${index}`}
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={index !== selected}
          className="tabs-panel"
        >
          {item}
        </div>
      ))}
    </div>
  )
}
