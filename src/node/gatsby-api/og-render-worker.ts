// The preview-image process (src/node/og/worker-run.ts forks it): bundled with the other Gatsby
// API files by ./load.cjs, so a build does not bundle it again and it is rebuilt only when its
// sources change.
import "../og/render-worker"
