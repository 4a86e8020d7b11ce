import { readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import { listFiles, ROOT } from "../../support/content-files"
import { type AllowedSentence, describeRepeat, findRepeatedSentences, unusedAllowEntries } from "../../../src/lib/content/repeated-sentences"

/**
 * No sentence of 70 or more characters may appear verbatim on two pages of content/docs and
 * content/api: one page owns each explanation and the others link to it (CONTENT-GUIDE.md,
 * "Say it once"). The few sentences that must repeat are listed with a reason in
 * content/repeated-sentences.yaml.
 */
const ALLOW_FILE = "content/repeated-sentences.yaml"
const allow = (parse(readFileSync(path.join(ROOT, ALLOW_FILE), "utf8")) ?? []) as AllowedSentence[]
const pages = listFiles(".mdx").map(file => ({ file, source: readFileSync(path.join(ROOT, file), "utf8") }))

describe("repeated sentences across pages", () => {
  it("reads every page", () => {
    expect(pages.length).toBeGreaterThan(8)
  })

  it("finds no sentence of 70+ characters on two pages", () => {
    expect(findRepeatedSentences(pages, { allow }).map(describeRepeat)).toEqual([])
  })

  it(`gives every entry of ${ALLOW_FILE} a sentence and a reason`, () => {
    const bad = allow.filter(entry => typeof entry?.sentence !== "string" || typeof entry?.reason !== "string" || entry.reason.trim().length < 10)
    expect(bad).toEqual([])
  })

  it(`keeps ${ALLOW_FILE} short and free of stale entries`, () => {
    expect(allow.length).toBeLessThanOrEqual(10)
    expect(unusedAllowEntries(pages, allow).map(entry => entry.sentence)).toEqual([])
  })
})
