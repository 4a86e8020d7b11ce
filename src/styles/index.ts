// The site's stylesheet, one file per part of the site, in the order they cascade: a later file
// may refine what an earlier one says for the same elements, never the other way round. Gatsby
// bundles them into one stylesheet that every page links (src/app/linked-stylesheet.ts).
import "./base.css"
import "./shell.css"
import "./doc-page.css"
import "./content.css"
import "./code.css"
import "./loading.css"
import "./api.css"
import "./search.css"
import "./live-twig.css"
import "./page-actions.css"
