/**
 * The library of solution patterns (pattern.ts says what a pattern is), one module per domain.
 * Order matters: patterns of equal fit are offered in this order (solutions.ts).
 */
import { CARE_OPTIONS } from './care';
import { MONEY_OPTIONS } from './money';
import { CHORES_OPTIONS } from './chores';
import { SPACE_OPTIONS } from './space';
import { HOME_OPTIONS } from './home';
import { SCHEDULE_OPTIONS } from './schedule';
import { PETS_OPTIONS } from './pets';
import { WORK_OPTIONS } from './work';
import { TRUST_OPTIONS } from './trust';
import { TALK_OPTIONS } from './talk';
import { DECISIONS_OPTIONS } from './decisions';
import { FAMILY_OPTIONS } from './family';
import { GENERAL_OPTIONS } from './general';
import { PROCESS_OPTIONS } from './process';
import type { OptionPattern } from './pattern';

export type { OptionPattern } from './pattern';

export const OPTION_PATTERNS: readonly OptionPattern[] = [
  ...CARE_OPTIONS,
  ...MONEY_OPTIONS,
  ...CHORES_OPTIONS,
  ...SPACE_OPTIONS,
  ...HOME_OPTIONS,
  ...SCHEDULE_OPTIONS,
  ...PETS_OPTIONS,
  ...WORK_OPTIONS,
  ...TRUST_OPTIONS,
  ...TALK_OPTIONS,
  ...DECISIONS_OPTIONS,
  ...FAMILY_OPTIONS,
  ...GENERAL_OPTIONS,
  ...PROCESS_OPTIONS,
];
