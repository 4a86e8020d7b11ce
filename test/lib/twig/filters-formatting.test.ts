import { formattingFilters } from "../../../src/lib/twig/filters/formatting"
import { describeDefinitions } from "./support"

const DATE = 'a date (ISO 8601 string like "2025-06-14T18:30:00Z", Unix timestamp or "now")'

describeDefinitions("formatting filters", formattingFilters, {
  money: {
    ok: [
      ["{{ store.products[0].price|money }}", "€4.99"],
      ["{{ 1234.5|money('USD') }}", "$1,234.50"],
      ["{{ '12.50'|money('PLN', 0) }}", "13 PLN"],
      ["{{ -3|money }}", "-€3.00"],
      ["{{ 1.005|money('GBP') }}", "£1.01"],
    ],
    bad: [
      ["{{ 'abc'|money }}", 'money: expected a number, got string "abc"'],
      ["{{ 5|money('euro') }}", "money: expected currency to be an ISO 4217 code like 'EUR', got string \"euro\""],
      ["{{ 5|money('EUR', 9) }}", "money: expected decimals to be an integer from 0 to 6, got number 9"],
    ],
  },
  number_short: {
    ok: [
      ["{{ 1200|number_short }}", "1.2k"],
      ["{{ 3400000|number_short }}", "3.4M"],
      ["{{ 999|number_short }}", "999"],
      ["{{ 999999|number_short }}", "1M"],
      ["{{ 1500|number_short(0) }}", "2k"],
      ["{{ -48210|number_short }}", "-48.2k"],
    ],
    bad: [["{{ 'lots'|number_short }}", 'number_short: expected a number, got string "lots"']],
  },
  ordinal: {
    ok: [
      ["{{ 1|ordinal }} {{ 2|ordinal }} {{ 3|ordinal }} {{ 4|ordinal }}", "1st 2nd 3rd 4th"],
      ["{{ 11|ordinal }} {{ 12|ordinal }} {{ 22|ordinal }} {{ 1001|ordinal }}", "11th 12th 22nd 1,001st"],
    ],
    bad: [["{{ 1.5|ordinal }}", "ordinal: expected a whole number, got number 1.5"]],
  },
  percent: {
    ok: [
      ["{{ 0.25|percent }}", "25%"],
      ["{{ (store.goal.current / store.goal.target)|percent(1) }}", "43.9%"],
    ],
    bad: [["{{ 'half'|percent }}", 'percent: expected a number, got string "half"']],
  },
  duration: {
    ok: [
      ["{{ 45|duration }} {{ 125|duration }} {{ 3900|duration }} {{ 273600|duration }}", "45s 2m 05s 1h 05m 3d 04h"],
    ],
    bad: [["{{ -5|duration }}", "duration: expected a number of seconds of 0 or more, got number -5"]],
  },
  time_ago: {
    ok: [
      ["{{ servers[2].last_seen|time_ago }}", "3 hours ago"],
      ["{{ servers[1].last_seen|time_ago }}", "just now"],
      ["{{ user.created_at|time_ago }}", "7 months ago"],
      ["{{ store.sale.ends_at|time_ago }}", "in 7 days"],
      ["{{ 1749922200|time_ago }}", "1 hour ago"],
    ],
    bad: [["{{ 'yesterday'|time_ago }}", `time_ago: expected ${DATE}, got string "yesterday"`]],
  },
  plural: {
    ok: [
      ["{{ 1|plural('player') }}, {{ servers[0].players_online|plural('player') }}", "1 player, 12 players"],
      ["{{ 3|plural('box', 'boxes') }}, {{ 1204|plural('kill') }}", "3 boxes, 1,204 kills"],
    ],
    bad: [["{{ 3|plural }}", 'plural: missing required argument "singular" (singular, plural = null)']],
  },
})
