import { generalFunctions } from "../../../src/lib/twig/functions/general"
import { describeDefinitions } from "./support"

const SITE = "https://blockhaven.questforge.example"
const onProductPage = {
  request: {
    path: "/store/product/firework-show/",
    query: {},
    url: `${SITE}/store/product/firework-show/`,
    time: "2025-06-14T18:30:00Z",
    locale: "en-US",
  },
}

describeDefinitions("general functions", generalFunctions, {
  asset: {
    ok: [["{{ asset('css/main.css') }}", `${SITE}/themes/aurora/assets/css/main.css?v=1.4.0`]],
    bad: [
      [
        "{{ asset('../secret.txt') }}",
        "asset: expected a path inside the theme assets, like 'css/main.css', got string \"../secret.txt\"",
      ],
    ],
  },
  url: {
    ok: [
      ["{{ url('/store/category/ranks', {page: 2, q: 'vip'}) }}", `${SITE}/store/category/ranks?page=2&amp;q=vip`],
      ["{{ url() }} {{ url('/search', {q: 'vip & mvp', empty: null}) }}", `${SITE}/ ${SITE}/search?q=vip%20%26%20mvp`],
    ],
    bad: [["{{ url('store') }}", 'url: expected a path starting with /, got string "store"']],
  },
  route_is: {
    ok: [
      ["{{ route_is('/store/category/ranks') ? 'active' : '' }}|{{ route_is('/store') ? 'active' : '' }}", "active|"],
      [
        "{{ route_is('/store*') ? 'yes' : 'no' }} {{ route_is('/store/product/firework-show') ? 'yes' : 'no' }}",
        "yes yes",
        onProductPage,
      ],
    ],
    bad: [["{{ route_is() }}", 'route_is: missing required argument "pattern" (pattern)']],
  },
  config: {
    ok: [
      ["{{ config('hero_title') }} ({{ config('servers_on_home') }})", "Welcome to Blockhaven (2)"],
      ["{{ config('footer.text', 'Made with Questforge') }}", "Made with Questforge"],
    ],
    bad: [["{{ config(5) }}", "config: expected a setting key, got number 5"]],
  },
  t: {
    ok: [
      ["{{ t('user.welcome', {name: user.username}) }}", "Welcome back, Steve_Builder!"],
      [
        "{{ t('store.buy') }} / {{ t('nav.unknown') }} / {{ t('servers.players_online') }}",
        "Buy now / nav.unknown / {count} players online",
      ],
    ],
    bad: [
      ["{{ t('store.buy', 'now') }}", "t: expected params to be a map such as {name: 'Steve'}, got string \"now\""],
    ],
  },
  image: {
    ok: [
      ["{{ image('/uploads/logo.png', 256) }}", `${SITE}/uploads/logo.png?w=256`],
      ["{{ image(store.products[0].image) }}", `${SITE}/uploads/store/vip-rank-30-days.png`],
      ["{{ image('https://cdn.other.example/a.png', 256) }}", "https://cdn.other.example/a.png"],
    ],
    bad: [
      [
        "{{ image('/uploads/logo.png', 5000) }}",
        "image: expected width to be an integer from 16 to 2048, got number 5000",
      ],
      ["{{ image('logo.png') }}", 'image: expected an image URL or a path starting with /, got string "logo.png"'],
    ],
  },
})
