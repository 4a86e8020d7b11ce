/**
 * Every route the site promises, as data. The route walk checks each one that is built; routes
 * whose issue has not landed yet are listed in PENDING with the issue that builds them, so
 * the gap is visible rather than silently skipped. Later issues remove their entries.
 */
export const PRODUCT_SLUG = "questforge"

const p = (prefix: string, names: string[]) => names.map(name => `${prefix}${name}`.replace("{product}", PRODUCT_SLUG))

export const ROUTES: string[] = [
  "/",
  "/search",
  "/api/",
  ...p("/api/", [
    "server-status",
    "store-commands/complete-queue-commands",
    "store-commands/get-queue-commands",
    "websites/user",
    "websites/user-balance",
    "websites/verify-minecraft-account",
  ]),
  ...p("/api/category/", ["store-commands", "website"]),
  ...p("/category/", [
    "basic",
    "website-settings",
    "store",
    "discounts",
    "payment-methods",
    "website-modules",
    "module-forms",
    "module-forum",
    "module-resources",
    "module-wikipedia",
    "module-hlstatsx",
    "integrations",
    "servers--plugins",
    "discord",
    "minecraft",
    "counter-strike-2",
    "counter-strike-16",
    "google",
    "website-designs",
    "twig-functions",
    "twig-filters",
  ]),
  ...p("/basic/", [
    "navbar-elements",
    "website-manage-domain",
    "website-pages",
    "website-team-users",
    "website-tickets",
    "website-users-and-groups",
    "website-users-profile-page",
  ]),
  ...p("/settings/", [
    "website-settings-basic",
    "website-settings-affiliate",
    "website-settings-email-server",
    "website-settings-langauges",
    "website-settings-seo",
    "website-settings-store",
  ]),
  ...p("/store/", [
    "categories",
    "products",
    "store-settings",
    "discounts/coupons",
    "discounts/vouchers",
    "discounts/store-discounts",
    "payment-methods/paypal",
    "payment-methods/stripe",
  ]),
  ...p("/modules/", [
    "sidebar",
    "servers-list",
    "members",
    "forms/introducing",
    "forms/categories",
    "forum/introducing",
    "forum/categories",
    "forum/reports",
    "resources/introducing",
    "resources/categories-and-resources",
    "wiki/introducing",
    "wiki/categories",
    "wiki/articles",
    "hlstats/introducing",
    "hlstats/top-players-motd",
    "hlstats/commands-info",
    "hlstats/settings",
  ]),
  ...p("/integrations/", ["plugins", "custom-leaderboards", "steam"]),
  ...p("/integrations/servers/", [
    "connect-{product}-plugin",
    "connect-mysql-server",
    "minecraft-server-plugin",
    "counter-strike-2-server-plugin",
    "counter-strike-1.6-plugin",
    "fivem-plugin",
    "rust-plugin",
    "servers-commands",
  ]),
  ...p("/integrations/discord/", ["oauth2", "servers", "servers-commands", "notifications"]),
  ...p("/integrations/minecraft/", ["main", "ajleaderboards"]),
  ...p("/integrations/counter-strike-2/", [
    "main",
    "{product}-plugins-features",
    "zenith-plugins",
    "weapon-paints",
    "levels-ranks",
  ]),
  ...p("/integrations/counter-strike-1.6/", ["main", "{product}-plugins-features", "freshbans", "divebans"]),
  ...p("/integrations/google/", ["google-captcha"]),
  ...p("/website-designs/", [
    "ready-themes",
    "{product}-twig",
    "html-editor",
    "global-variables",
    "local-api",
    "ai-assistant",
    "turbo-js",
    "data-endpoints",
  ]),
  ...p("/website-designs/filters/", ["colors", "formatting", "game-stats", "html"]),
  ...p("/website-designs/functions/", [
    "general",
    "time",
    "debug",
    "webstore",
    "query-builder",
    "plugin-integrations",
    "website-usres",
    "forum-module",
  ]),
]

/** Routes not built yet, each with the issue that builds it. */
export const PENDING: Record<string, string> = {}

export const BUILT_ROUTES = ROUTES.filter(route => !(route in PENDING))

export const isApiRoute = (route: string) => route.startsWith("/api/")
export const isCategoryRoute = (route: string) => /^\/(api\/)?category\//.test(route)
