import { useSyncExternalStore } from "react"
import { chooseTab, readTabChoice, subscribeTabChoice } from "./tab-choice"

const none = () => null

/**
 * The label chosen in a tab group, and how to choose one. The server renders no choice; while
 * hydrating React renders that too, then the stored one before the reader can act. On client
 * navigation the stored choice is there from the first render, so the page never shows another tab.
 */
export function useTabGroup(groupId: string | undefined): [string | null, (label: string) => void] {
  const choice = useSyncExternalStore(subscribeTabChoice, groupId ? () => readTabChoice(groupId) : none, none)
  return [choice, label => (groupId ? chooseTab(groupId, label) : undefined)]
}
