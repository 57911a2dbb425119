import { CONCEPTS } from '../../amplify/ai/providers/builtin/concepts';

/** Whether a concept's cue reads `text` as the engine does (lower case, straight apostrophes). */
export const conceptReads = (id: string, text: string) => CONCEPTS.find((concept) => concept.id === id)!.cue.test(text.toLowerCase().replace(/[’]/g, "'"));
