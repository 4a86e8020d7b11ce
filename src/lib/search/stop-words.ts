// The stop words of the search, apart from the stemmer in ./text.ts, so that the page's search
// highlighter can skip them without loading it.

/**
 * Words too common to tell pages apart, left out of the index (they were a tenth of its size).
 * A query made only of them finds nothing, as in most site searches.
 */
export const INDEX_STOP_WORDS = new Set(
  "a an and are as at be by can for from has have how if in into is it its of on or that the their then there these this to was when where which will with you your".split(
    " ",
  ),
)

/**
 * Words of questions and requests that say nothing about the subject: "how do I get my rank
 * after buying" is searched as "rank buying". Only queries drop them; they are short anyway.
 * Words that only say something is wrong ("stuck", "broken") are left out too: they make the
 * query a symptom (see isSymptom) but name no topic, and the rare page that happens to use
 * one ("Stuck? Check the status page") is not the answer.
 */
export const QUERY_STOP_WORDS = new Set([
  ...INDEX_STOP_WORDS,
  ..."am anymore any anything about broken after all also again been being but could did do does doing don't dont done each else ever every i i'm im isn't it's just let me might more most much must my need needs no not now our ours please possible should so some someone something still stuck than them they those through too us use using very via want wants was way we were what whats what's while who why would yes you're".split(
    " ",
  ),
])
