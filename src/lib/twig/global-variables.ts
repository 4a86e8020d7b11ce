/**
 * Reference text for the global variables. Examples are added in sample-context.ts from the
 * sample value; a test proves every path here exists there and every value is documented.
 * Type `map<…>` marks free-form keys (theme settings, query parameters): entries are not listed.
 */
export interface GlobalVariableDoc {
  name: string
  type: string
  description: string
  fields: { path: string; type: string; description: string }[]
}

type Row = [path: string, type: string, description: string]

function doc(name: string, type: string, description: string, rows: Row[]): GlobalVariableDoc {
  return {
    name,
    type,
    description,
    fields: rows.map(([path, fieldType, text]) => ({ path, type: fieldType, description: text })),
  }
}

export const GLOBAL_VARIABLE_DOCS: GlobalVariableDoc[] = [
  doc("site", "object", "The website: its name, address, language, time zone and currency.", [
    ["site.name", "string", "Website name, as set in Dashboard → Settings → Basic."],
    ["site.url", "string", "Base URL of the website, without a trailing slash (custom domain or subdomain)."],
    ["site.description", "string", "Short description used in search results and social previews."],
    ["site.logo", "string", "Absolute URL of the uploaded logo."],
    ["site.language", "string", "Default language code; `t()` uses it when the visitor has not picked one."],
    ["site.timezone", "string", "IANA time zone of the website; `date` and `server_time()` use it by default."],
    ["site.currency", "string", "Store currency as an ISO 4217 code; `money` uses it by default."],
    [
      "site.modules",
      "array<string>",
      "Modules switched on in Dashboard → Modules, e.g. test with `'forum' in site.modules`.",
    ],
  ]),
  doc(
    "user",
    "object|null",
    "The signed-in visitor, or `null` for visitors who are not signed in: guard with `{% if user %}`.",
    [
      ["user.id", "int", "Website user id."],
      ["user.username", "string", "Website username."],
      ["user.url", "string", "Absolute URL of the user's profile page."],
      ["user.avatar", "string", "Absolute URL of the avatar; use `user_avatar()` for a sized image."],
      ["user.groups", "array<object>", "The user's groups, in the order set in Dashboard → Users → Groups."],
      ["user.groups[].id", "int", "Group id."],
      ["user.groups[].name", "string", "Group name; `user_in_group()` compares it without case."],
      ["user.balance", "number", "Website balance in the store currency; print it with `money`."],
      ["user.steam_id64", "string|null", "Linked SteamID64 (a string: it does not fit a number), or `null`."],
      ["user.minecraft_uuid", "string|null", "Linked Minecraft UUID in dashed form, or `null`."],
      ["user.minecraft_name", "string|null", "Minecraft name at the last verification, or `null`."],
      ["user.created_at", "string", "Registration time, ISO 8601 in UTC."],
    ],
  ),
  doc("store", "object", "The store: currency, categories, products, the running sale and the goal.", [
    ["store.currency", "string", "Store currency as an ISO 4217 code."],
    ["store.categories", "array<object>", "Visible categories in dashboard order."],
    ["store.categories[].id", "int", "Category id."],
    ["store.categories[].name", "string", "Category name."],
    ["store.categories[].slug", "string", "Category slug, accepted by `store_products()`."],
    ["store.categories[].description", "string", "Category description."],
    ["store.categories[].url", "string", "Absolute URL of the category page."],
    ["store.products", "array<object>", "Visible products in dashboard order."],
    ["store.products[].id", "int", "Product id, as in Dashboard → Store → Products."],
    ["store.products[].name", "string", "Product name."],
    ["store.products[].slug", "string", "Product slug."],
    ["store.products[].category", "string", "Slug of the product's category."],
    ["store.products[].price", "number", "Regular price in the store currency."],
    [
      "store.products[].sale_price",
      "number|null",
      "Price during the running sale, or `null` when the product is not on sale.",
    ],
    [
      "store.products[].type",
      "string",
      "The product's Type: `one_time`, `time_limited` (paid once for a number of days) or `subscription`.",
    ],
    [
      "store.products[].duration_days",
      "int|null",
      "Duration (days) of a `time_limited` product; `null` for the other types.",
    ],
    [
      "store.products[].billing_months",
      "int|null",
      "Billing period of a `subscription` in months (1, 3, 6 or 12); `null` for the other types.",
    ],
    [
      "store.products[].has_options",
      "bool",
      "Whether the player picks product options on the product page; `cart.add()` of the local API refuses such a product, so link its Buy button to `url`.",
    ],
    ["store.products[].description", "string", "Short description (plain text)."],
    ["store.products[].image", "string", "Absolute URL of the product image."],
    ["store.products[].url", "string", "Absolute URL of the product page."],
    [
      "store.products[].created_at",
      "string",
      "When the product was created, ISO 8601 in UTC; sort by it for the newest products.",
    ],
    ["store.sale", "object|null", "The running store discount, or `null` when none runs."],
    ["store.sale.active", "bool", "Whether the sale runs right now."],
    ["store.sale.title", "string", "Sale title shown to players."],
    ["store.sale.percent", "int", "Discount in percent."],
    ["store.sale.starts_at", "string", "Start time, ISO 8601 in UTC."],
    ["store.sale.ends_at", "string", "End time, ISO 8601 in UTC; pair it with `countdown()`."],
    [
      "store.goal",
      "object|null",
      "The store's Monthly goal, or `null` when none is set; `store_goal()` adds the percentage.",
    ],
    ["store.goal.title", "string", "Goal title."],
    ["store.goal.target", "number", "Amount to reach, in the store currency."],
    ["store.goal.current", "number", "Amount collected so far in the goal's period."],
    ["store.goal.ends_at", "string", "End of the goal's period, ISO 8601 in UTC."],
  ]),
  doc("servers", "array<object>", "Connected game servers shown in the servers list, with the latest status report.", [
    ["servers[].id", "int", "Server id."],
    ["servers[].name", "string", "Display name from Dashboard → Servers."],
    ["servers[].game", "string", "`minecraft`, `cs2`, `cs16`, `fivem` or `rust`."],
    ["servers[].address", "string", "Address players connect to."],
    ["servers[].online", "bool", "`false` after 3 missed status reports (3 minutes)."],
    ["servers[].players_online", "int", "Players online at the last report."],
    ["servers[].players_max", "int", "Player slots at the last report."],
    [
      "servers[].players",
      "array<object>",
      "The players online at the last report, as the server listed them; empty when the report sent no list.",
    ],
    ["servers[].players[].name", "string", "The player's in-game name."],
    ["servers[].map", "string|null", "Current map or world, `null` when the game has none."],
    ["servers[].version", "string", "Server version as the server reports it."],
    ["servers[].last_seen", "string", "Time of the last status report, ISO 8601 in UTC."],
  ]),
  doc("theme", "object", "The active theme: its name, colours and the settings its owner chose.", [
    ["theme.name", "string", "Theme name."],
    ["theme.slug", "string", "Theme slug; `asset()` builds URLs under it."],
    [
      "theme.version",
      "string",
      "Theme version; `asset()` adds it to URLs so browsers fetch new files after an update.",
    ],
    ["theme.colors.primary", "string", "Primary colour (hex)."],
    ["theme.colors.accent", "string", "Accent colour (hex)."],
    ["theme.colors.background", "string", "Page background colour (hex)."],
    ["theme.colors.text", "string", "Body text colour (hex)."],
    [
      "theme.settings",
      "map<string, mixed>",
      "Settings the theme declares, by key (Aurora: `hero_title`, `show_sidebar`, `servers_on_home`); read with `config()`.",
    ],
  ]),
  doc("request", "object", "The page request being rendered.", [
    ["request.path", "string", "Path of the page, without the query string."],
    ["request.query", "map<string, string>", "Query-string parameters by name."],
    ["request.url", "string", "Absolute URL of the page, with the query string."],
    ["request.time", "string", "Time of the request, ISO 8601 in UTC; `now()` returns it."],
    ["request.locale", "string", "Locale of the visitor (language and region)."],
  ]),
]
