import type { FieldProblem } from './FormFeedback';
import type { RegistrationField } from './registration';

/** The values typed on /register, kept by the page across its two steps. */
export interface RegisterFields {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  code: string;
}

export type RegisterFieldName = RegistrationField | 'code';

export type RegisterProblem = FieldProblem<RegisterFieldName>;

export const FIELD_IDS: Record<RegisterFieldName, string> = {
  firstName: 'register-first-name',
  lastName: 'register-last-name',
  email: 'register-email',
  password: 'register-password',
  code: 'register-code',
};
