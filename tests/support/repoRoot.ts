import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder, wherever the test file sits. */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A path inside the repository. */
export const repoPath = (...parts: string[]) => join(repoRoot, ...parts);
