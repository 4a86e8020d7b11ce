// The post-build steps' helper thread (src/node/post-build/parallel-read.ts starts it): bundled
// with the other Gatsby API files by ./load.cjs, rebuilt only when its sources change.
import "../post-build/read-worker"
