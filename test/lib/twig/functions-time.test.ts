import { timeFunctions } from "../../../src/lib/twig/functions/time"
import { describeDefinitions } from "./support"

const DATE = 'a date (ISO 8601 string like "2025-06-14T18:30:00Z", Unix timestamp or "now")'

describeDefinitions("time functions", timeFunctions, {
  now: {
    ok: [
      ["{{ now() }}", "2025-06-14T18:30:00Z"],
      ["{{ now('D, d M Y H:i') }} ({{ now('P') }})", "Sat, 14 Jun 2025 20:30 (+02:00)"],
    ],
    bad: [["{{ now('H:i T') }}", 'now: format character "T" is not supported']],
  },
  date_range: {
    ok: [
      ["{{ date_range(store.sale.starts_at, store.sale.ends_at) }}", "Jun 7–21, 2025"],
      [
        "{{ date_range('2025-06-28', '2025-07-02') }} | {{ date_range('2025-12-30', '2026-01-02') }}",
        "Jun 28 – Jul 2, 2025 | Dec 30, 2025 – Jan 2, 2026",
      ],
      ["{{ date_range('2025-06-14', '2025-06-14T20:00:00Z') }}", "Jun 14, 2025"],
    ],
    bad: [
      [
        "{{ date_range('2025-06-21', '2025-06-14') }}",
        "date_range: end (2025-06-14T00:00:00Z) is before start (2025-06-21T00:00:00Z)",
      ],
    ],
  },
  countdown: {
    ok: [
      ["{{ countdown(store.sale.ends_at) }}", "7d 03h 29m"],
      [
        "{{ countdown('2025-06-14T19:00:00Z') }} | {{ countdown('2025-06-01') }} | {{ countdown('2025-06-01', 'Over') }}",
        "30m 00s | Ended | Over",
      ],
    ],
    bad: [["{{ countdown('soon') }}", `countdown: expected ${DATE}, got string "soon"`]],
  },
  server_time: {
    ok: [
      [
        "{{ server_time() }} {{ server_time('America/New_York') }} {{ server_time('UTC', 'H:i:s') }}",
        "20:30 14:30 18:30:00",
      ],
      ["{{ server_time('Asia/Tokyo', 'D g:i A') }}", "Sun 3:30 AM"],
    ],
    bad: [
      [
        "{{ server_time('Mars/Olympus') }}",
        'server_time: unknown time zone "Mars/Olympus" (use an IANA name such as "Europe/Berlin" or "UTC")',
      ],
    ],
  },
  is_between: {
    ok: [
      [
        "{{ is_between(store.sale.starts_at, store.sale.ends_at) ? 'sale' : 'no sale' }} {{ is_between('2025-07-01', '2025-08-01') ? 'july' : 'not july' }}",
        "sale not july",
      ],
    ],
    bad: [["{{ is_between('2025-06-14') }}", 'is_between: missing required argument "end" (start, end)']],
  },
})
