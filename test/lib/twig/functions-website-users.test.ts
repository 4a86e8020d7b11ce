import { websiteUserFunctions } from "../../../src/lib/twig/functions/website-users"
import { describeDefinitions, each } from "./support"

const SITE = "https://blockhaven.questforge.example"
const signedOut = { user: null }

describeDefinitions("website user functions", websiteUserFunctions, {
  current_user: {
    ok: [
      ["{{ current_user().username }}", "Steve_Builder"],
      ["{{ current_user() is null ? 'Sign in' }}", "Sign in", signedOut],
    ],
    bad: [["{{ current_user(1542) }}", "current_user: takes no arguments, got 1"]],
  },
  user: {
    ok: [
      [
        "{{ user('alex_miner').username }} {{ user(1702).groups[1].name }} {{ user(1702).online ? 'online' : 'away' }}",
        "Alex_Miner CS2 VIP online",
      ],
      [
        "{{ user('nobody') is null ? 'no such user' }} {{ user(1542).balance is defined ? 'leak' : 'private' }}",
        "no such user private",
      ],
    ],
    bad: [["{{ user([1542]) }}", "user: expected a user id or username, got array"]],
  },
  users_online: {
    ok: [[each("users_online()", "{{ x.username }}"), "Steve_Builder, Alex_Miner, s1mple_fan"]],
    bad: [["{{ users_online(-1) }}", "users_online: expected limit to be an integer from 1 to 100, got number -1"]],
  },
  user_avatar: {
    ok: [
      ["{{ user_avatar(user) }}", `${SITE}/avatars/1542.png?size=64`],
      [
        "{{ user_avatar('NightOwl', 128) }} {{ user_avatar(null, 32) }}",
        `${SITE}/avatars/1188.png?size=128 ${SITE}/avatars/default.png?size=32`,
      ],
    ],
    bad: [["{{ user_avatar(user, 8) }}", "user_avatar: expected size to be an integer from 16 to 512, got number 8"]],
  },
  user_in_group: {
    ok: [
      [
        "{{ user_in_group(user, 'vip') ? 'VIP' : '-' }} {{ user_in_group(user, 4) ? 'VIP' : '-' }} {{ user_in_group('Alex_Miner', 'VIP') ? 'VIP' : '-' }}",
        "VIP VIP -",
      ],
      ["{{ user_in_group(user, 'VIP') ? 'VIP' : 'guest' }}", "guest", signedOut],
    ],
    bad: [["{{ user_in_group(user, ['VIP']) }}", "user_in_group: expected a group name or id, got array"]],
  },
  user_balance: {
    ok: [
      ["{{ user_balance()|money }} {{ user_balance(user)|money }}", "€12.50 €12.50"],
      ["{{ user_balance('NightOwl') is null ? 'private' }}", "private"],
      ["{{ user_balance() is null ? 'sign in' }}", "sign in", signedOut],
    ],
    bad: [
      [
        "{{ user_balance([1]) }}",
        "user_balance: expected a user (an object with an id), a username or a user id, got array",
      ],
    ],
  },
})
