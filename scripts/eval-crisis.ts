/** Prints the crisis-words check's precision and recall on the project's labelled set (`npm run eval:crisis`). */
import { CRISIS_LABELLED } from '../tests/support/crisisLabelled';
import { evaluateCrisis } from './crisisEvaluation';

const figures = evaluateCrisis(CRISIS_LABELLED);
console.log(`crisis words: ${figures.phrases} phrases (${figures.danger} danger, ${figures.safe} safe look-alikes)`);
console.log(`precision ${figures.precision.toFixed(3)}  recall ${figures.recall.toFixed(3)}  found with the wrong kind ${figures.wrongKind}`);
for (const text of figures.falsePositives) console.log(`  false positive: ${text}`);
for (const text of figures.misses) console.log(`  missed: ${text}`);
