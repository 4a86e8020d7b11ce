/** Theme strings for `t()`. Blockhaven's site language is English; other languages fall back to it. */
export const TRANSLATIONS: Record<string, Record<string, string>> = {
  en: {
    "nav.home": "Home",
    "nav.store": "Store",
    "nav.forum": "Forum",
    "store.buy": "Buy now",
    "store.added_to_cart": "{product} was added to your cart.",
    "servers.players_online": "{count} players online",
    "servers.offline": "Offline",
    "goal.progress": "{percent}% of this month's goal",
    "user.welcome": "Welcome back, {name}!",
  },
}
