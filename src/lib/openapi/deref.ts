/**
 * Resolves local `$ref`s (`#/components/...`) so generators and validators see plain data.
 * Sibling keys of a `$ref` (allowed in 3.1, e.g. a description) override the target's.
 * A reference cycle fails loudly instead of recursing forever.
 */
export function deref<T>(root: unknown, value: T, seen: string[] = []): T {
  if (Array.isArray(value)) return value.map(item => deref(root, item, seen)) as T
  if (value === null || typeof value !== "object") return value
  const record = value as Record<string, unknown>
  if (typeof record.$ref === "string") {
    const ref = record.$ref
    if (!ref.startsWith("#/")) throw new Error(`Only local references are supported, got ${ref}`)
    if (seen.includes(ref)) throw new Error(`Reference cycle: ${[...seen, ref].join(" → ")}`)
    const target = ref
      .slice(2)
      .split("/")
      .map(part => part.replace(/~1/g, "/").replace(/~0/g, "~"))
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], root)
    if (target === undefined) throw new Error(`Unresolved reference ${ref}`)
    const { $ref: _ref, ...siblings } = record
    const resolved = deref(root, target, [...seen, ref]) as Record<string, unknown>
    return { ...resolved, ...deref(root, siblings, seen) } as T
  }
  return Object.fromEntries(Object.entries(record).map(([key, inner]) => [key, deref(root, inner, seen)])) as T
}
