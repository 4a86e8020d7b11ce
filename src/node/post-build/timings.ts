import type { Reporter } from "gatsby"

/**
 * Times the post-build steps and prints them, so the cost of reading the built site stays
 * visible in every build log.
 */
export function createTimings(reporter: Pick<Reporter, "info">) {
  const steps: [string, number][] = []
  return {
    async time<T>(name: string, step: () => T | Promise<T>): Promise<T> {
      const start = performance.now()
      try {
        return await step()
      } finally {
        steps.push([name, performance.now() - start])
      }
    },
    print(title: string): void {
      const total = steps.reduce((sum, [, ms]) => sum + ms, 0)
      const parts = steps.map(([name, ms]) => `${name} ${(ms / 1000).toFixed(2)} s`)
      reporter.info(`${title}: ${(total / 1000).toFixed(2)} s (${parts.join(", ")})`)
    },
  }
}
