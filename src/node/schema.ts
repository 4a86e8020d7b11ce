import type { GatsbyNode } from "gatsby"

/**
 * Explicit types, so GraphQL never guesses from content: a typo in one file cannot change
 * the schema for all others. Values are validated in fields.ts before they get here.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type Mdx implements Node {
      frontmatter: MdxFrontmatter
      fields: MdxFields
    }
    type MdxFrontmatter {
      title: String
      description: String
      sidebar_label: String
      sidebar_position: Float
      slug: String
    }
    type MdxFields {
      doc: MdxDoc
    }
    type MdxDoc {
      docId: String!
      file: String!
      section: String!
      dir: [String!]!
      path: String!
      title: String!
      description: String!
      sidebarLabel: String!
      sidebarPosition: Float
    }
    type DocCategory implements Node @dontInfer {
      file: String!
      section: String!
      dir: [String!]!
      label: String!
      position: Float!
      description: String!
      slug: String!
      path: String!
    }
  `)
}
