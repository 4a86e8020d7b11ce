import type { CodeSample } from "../../lib/openapi/sample-shape"
import { CODE_LANGUAGE_GROUP } from "../../lib/openapi/to-mdast"
import { CodeBlock } from "../code/CodeBlock"
import { TabItem, Tabs } from "../mdx/Tabs"

/**
 * The samples of the reader's request, in the tabs of the page's own (same language group).
 * Plain text: the page's samples are highlighted at build time and no highlighter ships.
 */
export function EditedSamples({ samples, stale }: { samples: CodeSample[]; stale: boolean }) {
  return (
    <>
      {stale && <p className="try-it-note">The body is not JSON: the samples show the last body that was.</p>}
      <Tabs groupId={CODE_LANGUAGE_GROUP}>
        {samples.map(sample => (
          <TabItem key={sample.label} label={sample.label}>
            <CodeBlock className={`language-${sample.lang}`}>
              <code className={`language-${sample.lang}`}>{sample.code}</code>
            </CodeBlock>
          </TabItem>
        ))}
      </Tabs>
    </>
  )
}
