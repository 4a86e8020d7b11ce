import { loadOpenApi, serverUrl } from "../../../src/node/openapi"
import { checkJava, checkLua, compileJava8, hasJavac } from "../../support/sample-checks"
import { checkCsharp, checkDelimiters, checkPawn } from "../../support/sample-structure"
import { listOperations } from "../../../src/lib/openapi/operations"
import { requestShape } from "../../../src/lib/openapi/sample-shape"
import { codeSamples, gameRequests } from "../../../src/lib/openapi/samples"
import type { SecurityScheme } from "../../../src/lib/openapi/types"

/**
 * The plugin-runtime samples of every endpoint a game server calls, generated from the real
 * description and checked the strongest way this machine allows (see sample-checks.ts). Each
 * check is also run once on a broken sample, so a check that passes everything fails here.
 */
const doc = loadOpenApi()
const schemes = (doc.components?.securitySchemes ?? {}) as Record<string, SecurityScheme>
const serverOps = listOperations(doc).filter(e => Object.keys(e.operation.security?.[0] ?? {}).includes("serverKey"))
const cases = serverOps.map(entry => {
  const samples = Object.fromEntries(codeSamples(entry, serverUrl(doc), schemes).map(s => [s.label, s.code]))
  const forGame = gameRequests(entry, serverUrl(doc), schemes)
  return { id: entry.operation.operationId, shape: requestShape(entry, serverUrl(doc), schemes), forGame, samples }
})
const table = cases.map(c => [c.id, c] as const)
/** The cases with a sample in this runtime (an operation for some games only has fewer). */
const withSample = (label: string) => table.filter(([, c]) => label in c.samples)

describe("plugin-runtime samples", () => {
  it("cover every game-server endpoint", () => {
    expect(cases.map(c => c.id).sort()).toEqual(
      ["completeQueueCommands", "getQueueCommands", "reportServerStatus", "verifyMinecraftAccount"].sort(),
    )
  })

  it.each(table)("%s: Java 8 parses and uses nothing newer than Java 8", (_id, c) => {
    expect(checkJava(c.samples["Java 8"])).toEqual([])
  })

  // javac is on the CI image and developer machines with a JDK; without one the syntax and
  // denylist check above still runs.
  const withJavac = hasJavac() ? it : it.skip
  withJavac("every Java sample compiles with javac --release 8", () => {
    expect(compileJava8(cases.map(c => c.samples["Java 8"]))).toEqual([])
  })

  it.each(withSample("Lua (FiveM)"))("%s: Lua parses and calls PerformHttpRequest as documented", (_id, c) => {
    expect(checkLua(c.samples["Lua (FiveM)"], c.forGame("fivem"))).toEqual([])
  })

  it.each(withSample("Pawn (AMXX)"))("%s: Pawn is well-formed for easy_http", (_id, c) => {
    expect(checkPawn(c.samples["Pawn (AMXX)"], c.forGame("cs16"))).toEqual([])
  })

  it.each(withSample("C# (CS2)"))("%s: C# for CounterStrikeSharp and for Oxide hold the request", (_id, c) => {
    expect(checkCsharp(c.samples["C# (CS2)"], c.forGame("cs2"), "cs2")).toEqual([])
    expect(checkCsharp(c.samples["C# (Oxide)"], c.forGame("rust"), "oxide")).toEqual([])
  })

  it("are only for the games whose servers may call the endpoint", () => {
    const labels = Object.fromEntries(cases.map(c => [c.id, Object.keys(c.samples)]))
    const everyRuntime = ["curl", "JavaScript", "PHP", "Java 8", "Lua (FiveM)", "Pawn (AMXX)", "C# (CS2)", "C# (Oxide)"]
    expect(labels).toEqual({
      reportServerStatus: everyRuntime,
      getQueueCommands: everyRuntime,
      completeQueueCommands: everyRuntime,
      verifyMinecraftAccount: ["curl", "JavaScript", "PHP", "Java 8"],
    })
  })

  it("send each runtime's own game in a status report", () => {
    const status = cases.find(x => x.id === "reportServerStatus")!
    const games = Object.fromEntries(
      ["Java 8", "Lua (FiveM)", "Pawn (AMXX)", "C# (CS2)", "C# (Oxide)"].map(label => [
        label,
        status.samples[label].match(/game\W+(minecraft|cs2|cs16|fivem|rust)\b/)?.[1],
      ]),
    )
    expect(games).toEqual({
      "Java 8": "minecraft",
      "Lua (FiveM)": "fivem",
      "Pawn (AMXX)": "cs16",
      "C# (CS2)": "cs2",
      "C# (Oxide)": "rust",
    })
  })
})

describe("the sample checks catch broken samples", () => {
  const c = cases.find(x => x.id === "completeQueueCommands")!
  const { shape, samples } = c

  it("Java: a missing brace, `var`, and HttpClient", () => {
    expect(checkJava(samples["Java 8"].replace("in.close();\n}", "in.close();"))).not.toEqual([])
    const modern = samples["Java 8"].replace("HttpURLConnection connection =", "var connection =")
    expect(checkJava(modern)).toContain("`var` is Java 10")
    if (hasJavac()) {
      expect(compileJava8([modern]).join()).toMatch(/var/)
      expect(compileJava8([samples["Java 8"].replace("in.close();", "in.transferTo(System.out);")])).not.toEqual([])
    }
  })

  it("Lua: a missing end, a wrong method, a callback without its parameters", () => {
    expect(checkLua(samples["Lua (FiveM)"].replace("    return\n  end", "    return"), shape)[0]).toMatch(/luaparse/)
    expect(checkLua(samples["Lua (FiveM)"].replace('"POST"', '"GET"'), shape)).toEqual(['method "GET" is not POST'])
    const noParams = samples["Lua (FiveM)"].replace("function(status, body, headers, errorData)", "function(status)")
    expect(checkLua(noParams, shape)).toContain("the callback takes (status, body, headers, errorData)")
  })

  it("Pawn: an unclosed paren, a misspelt native, a hard-coded key, a wrong body", () => {
    const pawn = samples["Pawn (AMXX)"]
    expect(checkDelimiters(pawn.replace("charsmax(key))", "charsmax(key)"), "pawn")).toEqual(["unbalanced }"])
    expect(checkPawn(pawn.replace("ezhttp_get_http_code", "ezhttp_get_status"), shape)).toEqual([
      "ezhttp_get_status is not an easy_http native",
    ])
    expect(checkPawn(pawn.replace(/, key\)/, ', "qfs_live_1234")'), shape)).toContain("a key value is hard-coded")
    expect(checkPawn(pawn.replace("918274,", ""), shape)).toContain("the body is not the documented example")
  })

  it("C#: a missing brace, a missing header, a wrong Enqueue call", () => {
    const unbalanced = samples["C# (Oxide)"].replace("return;\n    }", "return;")
    expect(checkCsharp(unbalanced, shape, "oxide")).toContain("unbalanced )")
    const noKey = samples["C# (CS2)"].replace(/request\.Headers\.Add\("X-Server-Key".*\n/, "")
    expect(checkCsharp(noKey, shape, "cs2")).toContain("header X-Server-Key missing")
    const noOwner = samples["C# (Oxide)"].replace("}, this, ", "}, ")
    expect(checkCsharp(noOwner, shape, "oxide")).toContain(
      "webrequest.Enqueue takes (url, body, callback, this, method, headers, timeout)",
    )
  })
})
