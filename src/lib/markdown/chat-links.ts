import { markdownPath } from "./markdown-path"

/** Where a reader can take a page to ask about it: the assistant opens with the prompt filled in. */
export const CHAT_SERVICES = [
  { name: "ChatGPT", url: "https://chatgpt.com/" },
  { name: "Claude", url: "https://claude.ai/new" },
] as const

/** The prompt names the page's Markdown address, which the assistant can read without the page's markup. */
export function chatPrompt(siteUrl: string, pagePath: string): string {
  return `Read ${siteUrl.replace(/\/$/, "")}${markdownPath(pagePath)} so I can ask questions about it.`
}

/**
 * `https://claude.ai/new?q=Read%20…`: each service reads a prefilled prompt from `q`. Spaces as
 * `%20`, not `+`, which not every reader of a query string turns back into a space.
 */
export function chatLinks(siteUrl: string, pagePath: string): { name: string; href: string }[] {
  const query = `q=${encodeURIComponent(chatPrompt(siteUrl, pagePath))}`
  return CHAT_SERVICES.map(service => ({ name: service.name, href: `${service.url}?${query}` }))
}
