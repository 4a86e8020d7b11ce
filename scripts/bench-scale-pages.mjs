// Synthetic docs pages for the scale benchmark (scripts/bench-scale.mjs). Deterministic: one
// seeded PRNG, no clock, no Math.random. Each page is shaped like a real one: valid frontmatter,
// ~540 words of prose under h2/h3 headings, numbered steps, an options table, a `bash` and a
// `json` block, a dashboard path printed from product.yaml and three links to existing pages.
// Every prose sentence of 70+ characters names the page's own feature, so no sentence repeats
// verbatim across pages (the content test's repeated-sentence rule).
import { mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"

/** mulberry32: a small, fast, seedable PRNG returning floats in [0, 1). */
export function prng(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const TOPICS = [
  ["Relay servers", "relay"],
  ["Reward tiers", "reward tier"],
  ["Event calendars", "event calendar"],
  ["Clan pages", "clan page"],
  ["Vote sites", "vote site"],
  ["Gift cards", "gift card"],
  ["Map rotations", "map rotation"],
  ["Season passes", "season pass"],
  ["Appeal forms", "appeal form"],
  ["Patch notes", "patch note"],
  ["Referral links", "referral link"],
  ["Server rules", "rule set"],
  ["Loot crates", "loot crate"],
  ["Staff rosters", "staff roster"],
  ["Bundle offers", "bundle offer"],
  ["Webhook feeds", "webhook feed"],
  ["Ban lists", "ban list"],
  ["Tournament brackets", "bracket"],
  ["Profile badges", "profile badge"],
  ["Maintenance windows", "maintenance window"],
]
const SYLLABLES = "ar bel cor dun el fen gal hol ir jor kel lum mor nor ost pel quin ros sal tor".split(" ")
const LINKS = [
  ["Users and groups", "/basic/website-users-and-groups"],
  ["Pages", "/basic/website-pages"],
  ["Coupons", "/store/discounts/coupons"],
  ["Plugins", "/integrations/plugins"],
  ["Members list", "/modules/members"],
  ["Sidebar", "/modules/sidebar"],
  ["SEO settings", "/settings/website-settings-seo"],
  ["Basic settings", "/settings/website-settings-basic"],
  ["Discord servers", "/integrations/discord/servers"],
  ["Connect a MySQL server", "/integrations/servers/connect-mysql-server"],
  ["Tickets", "/basic/website-tickets"],
  ["Server status endpoint", "/api/server-status"],
]
const MENUS = ["users", "groups", "pages", "navbar", "settingsBasic", "settingsSeo", "settingsStore"]
const ADJ = "weekly,private,seasonal,shared,archived,featured,public,limited,default,pinned".split(",")
const WHO = "players,visitors,team users,moderators,new members,donators,staff,clan leaders".split(",")
const VERB = "shows,lists,sorts,hides,groups,highlights,filters,counts".split(",")
const WHEN = "after a restart,on the next page load,within a minute,after the cache expires,at midnight UTC".split(",")

// Prose sentences. `f` is the feature ("the Belcortor relay"); the others are picked per sentence.
const SENTENCES = [
  s => `${s.F} ${s.verb} ${s.adj} entries for ${s.who} and updates ${s.when}.`,
  s => `Use ${s.f} when ${s.who} need a ${s.adj} view that the default layout does not give them.`,
  s => `You can keep up to ${s.n} ${s.adj} entries in ${s.f}; older ones move to the archive.`,
  s => `${s.F} reads its settings ${s.when}, so a change you save is not visible to ${s.who} at once.`,
  s => `If ${s.who} report that ${s.f} is empty, check that at least one ${s.adj} entry is published.`,
  s => `Team users with the Editor role can change ${s.f}; only owners can delete it.`,
  s => `${s.F} keeps a history of the last ${s.n} changes, with the team user who made each one.`,
  s => `On mobile, ${s.f} collapses into a single column and ${s.verb} the ${s.adj} entries first.`,
  s => `Export ${s.f} as JSON before a large edit: you can import the file again to undo it.`,
  s => `Search engines index ${s.f} only when it is public and linked from a page in the navbar.`,
  s => `A ${s.adj} entry in ${s.f} stays hidden from ${s.who} until its start date has passed.`,
  s => `The API returns ${s.f} with the same order and filters that ${s.who} see on the website.`,
  s => `Rename ${s.f} freely: links keep working because they use its ID, not its label.`,
  s => `Each entry of ${s.f} may hold ${s.n} lines of text, a link and an optional image.`,
  s => `${s.F} ${s.verb} nothing for ${s.who} who are signed out unless you allow visitors.`,
  s => `When two entries of ${s.f} share a position, the one saved last comes first.`,
  s => `Deleting ${s.f} cannot be undone, but its entries stay in the export for ${s.n} days.`,
  s => `The cache of ${s.f} is cleared ${s.when}, or at once when you select Clear cache.`,
  s => `Duplicate ${s.f} to try a ${s.adj} layout without changing what ${s.who} see today.`,
  s => `${s.F} follows the website language, so ${s.who} read its labels in their own language.`,
  s => `Translations of ${s.f} fall back to the default language when a label is left empty.`,
  s => `A theme can place ${s.f} in any template; the default theme ${s.verb} it in the sidebar.`,
  s => `Only ${s.n} entries of ${s.f} load at first, and the rest load when ${s.who} scroll down.`,
  s => `Images in ${s.f} are resized to ${s.n}0 pixels wide and served from the website CDN.`,
  s => `Scheduled changes to ${s.f} run ${s.when} in the time zone of the website.`,
  s => `${s.F} is part of every plan; the ${s.adj} entries need the store to be enabled.`,
]
const STEPS = [
  s => `Open **%%facts.menu.${s.menu}%%**, select **${s.label}** and find ${s.name} in the list.`,
  s => `Select **New ${s.noun}** and name it ${s.name}.`,
  s => `Choose who can see it: ${s.who}, or everyone.`,
  s => `Set **Entries** to ${s.n} and **Order** to ${s.adj} first.`,
  () => "Select **Save**, then open your website to check the result.",
]

const slugOf = label => label.toLowerCase().replace(/ /g, "-")
const cap = text => text[0].toUpperCase() + text.slice(1)
const pick = (rng, list) => list[Math.floor(rng() * list.length)]
const shuffled = (rng, list) =>
  list
    .map(x => [rng(), x])
    .sort((a, b) => a[0] - b[0])
    .map(([, x]) => x)

/**
 * A unique name for page `i` (of up to 160,000): three syllables, scattered by a bijection of the
 * first 8,000, then a fourth syllable for each further 8,000 (the first 8,000 names never change).
 */
function nameOf(i) {
  const j = (i * 7919 + 13) % 8000
  const round = Math.floor(i / 8000)
  return cap(
    SYLLABLES[j % 20] +
      SYLLABLES[Math.floor(j / 20) % 20] +
      SYLLABLES[Math.floor(j / 400)] +
      (round ? SYLLABLES[round - 1] : ""),
  )
}

function renderPage(i, topic, rng) {
  const [label, noun] = topic
  const name = nameOf(i)
  const f = `the ${name} ${noun}`
  const slot = () => {
    const s = { name, noun, label, f, F: cap(f), menu: pick(rng, MENUS), n: 5 + Math.floor(rng() * 95) }
    return Object.assign(s, { adj: pick(rng, ADJ), who: pick(rng, WHO), verb: pick(rng, VERB), when: pick(rng, WHEN) })
  }
  const order = shuffled(rng, SENTENCES)
  let next = 0
  const para = count => Array.from({ length: count }, () => order[next++ % order.length](slot())).join(" ")
  const s = slot()
  const links = shuffled(rng, LINKS).slice(0, 3)
  const options = ["Label", "Entries", "Order", "Visible to", "Cache time"]
  const id = 1000 + i
  return `---
title: ${name} ${noun}
description: Set up ${f} and choose which ${s.who} see it on your website.
sidebar_position: ${i}
---

${para(3)} It works with [${links[0][0]}](${links[0][1]}).

## Before you start

${para(3)} You need the Owner or Admin role.

## Set up ${f}

${STEPS.map((step, k) => `${k + 1}. ${step(s)}`).join("\n")}

${para(2)}

### Options

| Option | Meaning | Default |
| --- | --- | --- |
${options.map((o, k) => `| ${o} | ${cap(pick(rng, VERB))} ${pick(rng, ADJ)} entries for ${pick(rng, WHO)}. | \`${k === 1 ? s.n : pick(rng, ADJ)}\` |`).join("\n")}

## Use the API

${para(2)} Read it with a server key:

\`\`\`bash
curl -s -H "Authorization: Bearer $SERVER_KEY" \\
  "%%urls.api%%/${slugOf(label)}/${id}?limit=${s.n}"
\`\`\`

${para(3)} The answer looks like this:

\`\`\`json
{
  "id": ${id},
  "label": "${name}",
  "entries": ${s.n},
  "order": "${s.adj}",
  "visibleTo": ["${s.who}"]
}
\`\`\`

### Limits

${para(3)}

## What players see

${para(3)} See [${links[1][0]}](${links[1][1]}) for the pages around it.

## Troubleshooting

${para(3)}

## Related

- [${links[2][0]}](${links[2][1]}): the next step for most teams.
- [${links[0][0]}](${links[0][1]}): where ${f} is shown.
`
}

/**
 * Writes `count` pages under `docsDir/scale-test/`, spread over up to 20 categories of 50
 * (at least 4 when there are that many pages), each folder with its `_category_.yaml`.
 * Returns the routes of the pages written.
 */
export function writeScalePages(docsDir, count, seed = 20261122) {
  const root = path.join(docsDir, "scale-test")
  const categories = Math.min(TOPICS.length, Math.max(Math.min(count, 4), Math.ceil(count / 50)))
  const category = (dir, label, position, description, slug) => {
    mkdirSync(dir, { recursive: true })
    writeFileSync(
      path.join(dir, "_category_.yaml"),
      `label: ${label}\nposition: ${position}\ndescription: ${description}\nslug: ${slug}\n`,
    )
  }
  category(
    root,
    "Scale test",
    90,
    "Generated pages that measure how the build and the output grow with the page count.",
    "scale-test",
  )
  const rng = prng(seed)
  const routes = []
  for (let i = 0; i < count; i++) {
    const topic = TOPICS[i % categories]
    const folder = slugOf(topic[0])
    const dir = path.join(root, folder)
    if (i < categories)
      category(
        dir,
        topic[0],
        i + 1,
        `Generated ${topic[0].toLowerCase()} pages for the scale benchmark.`,
        `scale-${folder}`,
      )
    const page = renderPage(i, topic, rng)
    const slug = `${nameOf(i).toLowerCase()}-${folder}`
    writeFileSync(path.join(dir, `${slug}.mdx`), page)
    routes.push(`/scale-test/${folder}/${slug}`)
  }
  return routes
}
