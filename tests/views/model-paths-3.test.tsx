// The view layer's model paths, part 3 of 3 (tests/views/support/model-paths.tsx says what they do).
import { replayModelPaths } from './support/model-paths'

await replayModelPaths({ part: 3, of: 3 })
