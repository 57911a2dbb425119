/**
 * Issue statements and their conflict types, shared by the agree step, the AI engine and the
 * data schema. Statements are compared case-insensitively after trimming (docs/rules.md, "Agreement");
 * runs of inner whitespace count as one space, so a statement retyped with a double space is
 * still the same statement.
 */
export const CONFLICT_TYPES = ['personality', 'values', 'task'] as const;
export type ConflictType = (typeof CONFLICT_TYPES)[number];

export const isConflictType = (value: unknown): value is ConflictType => CONFLICT_TYPES.includes(value as ConflictType);

/** The form two statements are compared in. */
export const statementKey = (statement: string) => statement.trim().replace(/\s+/g, ' ').toLowerCase();

export const sameStatement = (a: string, b: string) => statementKey(a) === statementKey(b);
