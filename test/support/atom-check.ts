import { DomUtils, parseDocument } from "htmlparser2"

/** htmlparser2's own element type (its domhandler, not whichever version sits beside it). */
type Element = ReturnType<typeof DomUtils.getElementsByTagName>[number]

/** RFC 3339 date-time, as Atom requires: date, time, seconds, and `Z` or an offset. */
export const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

/**
 * What an Atom (RFC 4287) document lacks: the elements a feed and each entry must have, dates
 * in RFC 3339, absolute unique ids and links. Empty when the feed is sound.
 */
export function atomProblems(xml: string): string[] {
  const problems: string[] = []
  const document = parseDocument(xml, { xmlMode: true })
  const feed = document.children.find((node): node is Element => DomUtils.isTag(node) && node.name === "feed")
  if (!feed) return ["no <feed> root element"]
  if (feed.attribs.xmlns !== "http://www.w3.org/2005/Atom") problems.push("the feed is not in the Atom namespace")
  const children = (parent: Element, name: string) =>
    parent.children.filter((node): node is Element => DomUtils.isTag(node) && node.name === name)
  const one = (parent: Element, name: string, where: string) => {
    const found = children(parent, name)
    if (found.length !== 1) problems.push(`${where} has ${found.length} <${name}> elements, not one`)
    return found[0] ? DomUtils.textContent(found[0]).trim() : ""
  }
  const checkDate = (value: string, where: string) => {
    if (!RFC3339.test(value) || Number.isNaN(Date.parse(value)))
      problems.push(`${where}: "${value}" is not an RFC 3339 date`)
  }
  const absolute = (value: string, where: string) => {
    if (!/^[a-z][a-z0-9+.-]*:/i.test(value)) problems.push(`${where}: "${value}" is not an absolute IRI`)
  }
  absolute(one(feed, "id", "the feed"), "the feed's id")
  if (!one(feed, "title", "the feed")) problems.push("the feed's title is empty")
  checkDate(one(feed, "updated", "the feed"), "the feed's updated")
  const self = children(feed, "link").find(link => link.attribs.rel === "self")
  if (!self) problems.push('the feed has no <link rel="self">')
  const feedAuthor = children(feed, "author").length > 0
  const ids = new Set<string>()
  const entries = children(feed, "entry")
  entries.forEach((entry, i) => {
    const where = `entry ${i + 1}`
    const id = one(entry, "id", where)
    absolute(id, `${where}'s id`)
    if (ids.has(id)) problems.push(`${where}'s id ${id} is not unique`)
    ids.add(id)
    if (!one(entry, "title", where)) problems.push(`${where}'s title is empty`)
    checkDate(one(entry, "updated", where), `${where}'s updated`)
    if (!feedAuthor && children(entry, "author").length === 0) problems.push(`${where} has no author`)
    const link = children(entry, "link").find(l => (l.attribs.rel ?? "alternate") === "alternate")
    if (!link) problems.push(`${where} has no alternate link`)
    else absolute(link.attribs.href ?? "", `${where}'s link`)
    one(entry, "content", where)
  })
  return problems
}
