/**
 * `npm run ai:demo [-- <conflicts.json>]`: what the builtin engine writes for whole conflicts,
 * for a person to read: the statement it ranks first (the one a pair would agree on), the five
 * solution titles built on it, and the initiator's plan for the first solution. The file holds
 * `{ conflicts: [{ id, answers: { initiator, collaborator }, styles: [two DCS modes],
 * personality?: [two DPI types] }] }`; the default is issue 28's two conflicts, rebuilt from the
 * issue's text (scripts/ai-demo/issue28.json). review-a.json, review-b.json and review-c.json hold 72
 * more, written by three reviewers who had not read the engine, to read the five as a user would.
 * Prints Markdown.
 */
import { readFileSync } from 'node:fs';
import { createAiEngine, createBuiltinProvider, type BothSidesAnswers } from '../amplify/ai';

interface DemoConflict {
  id: string;
  answers: BothSidesAnswers;
  styles: [string, string];
  personality?: [string, string];
}

const file = process.argv[2] ?? new URL('./ai-demo/issue28.json', import.meta.url).pathname;
const { conflicts } = JSON.parse(readFileSync(file, 'utf8')) as { conflicts: DemoConflict[] };
const engine = createAiEngine(createBuiltinProvider());
const today = '2026-11-27';

for (const conflict of conflicts) {
  const { initiator, collaborator } = conflict.answers;
  const issues = await engine.proposeIssues(conflict.answers);
  const best = [...issues.candidates].sort((x, y) => y.score - x.score)[0];
  const interests = await engine.inferInterests({ agreedIssue: best?.statement ?? '', conflictType: best?.conflictType ?? issues.conflictType, initiator, collaborator });
  const side = (party: typeof initiator, index: number) => ({ ...party, style: conflict.styles[index], personality: conflict.personality?.[index] ?? null });
  // Older engines take no personality: the extra field is ignored there.
  const plan = await engine.implementPlan({
    role: 'initiator',
    agreedIssue: best?.statement ?? '',
    bestSolution: interests.solutions[0] ?? null,
    viewer: side(initiator, 0) as never,
    partner: side(collaborator, 1) as never,
    today,
  });
  console.log(`## ${conflict.id} (${initiator.firstName} and ${collaborator.firstName})\n`);
  console.log(`Agreed (best) statement (${best?.conflictType}): ${best?.statement}\n`);
  if (best && 'reason' in best && best.reason) console.log(`Its reason: ${best.reason}\n`);
  console.log('Five solutions:');
  interests.solutions.forEach((solution, index) => console.log(`${index + 1}. ${solution.title}`));
  console.log(`\nPlan for ${initiator.firstName} (on solution 1): ${plan.planTitle}\n\n${plan.summary}\n`);
  plan.steps.forEach((step, index) => console.log(`${index + 1}. ${step}`));
  console.log('');
}
