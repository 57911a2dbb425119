/**
 * @aws-amplify/ui-react's ChangePassword and DeleteUser keep their own logic (state, the Cognito
 * calls, the confirmation step); these overrides draw them with the app's react-bootstrap parts, so
 * the page matches the rest of Dfuse without Amplify's stylesheet, and keep the spec's messages.
 */
import { AccountSettings } from '../../backend/accountSettings';
import { useId, type ComponentProps } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { PASSWORD_COMPLEXITY_MESSAGE, PASSWORD_HINT, passwordProblem } from '../../domain/password';

type ChangePasswordComponents = NonNullable<ComponentProps<typeof AccountSettings.ChangePassword>['components']>;
type PasswordFieldProps = ComponentProps<NonNullable<ChangePasswordComponents['NewPasswordField']>>;
type DeleteUserComponents = NonNullable<ComponentProps<typeof AccountSettings.DeleteUser>['components']>;
type WarningProps = ComponentProps<NonNullable<DeleteUserComponents['WarningView']>>;

/** Cognito's words for a refused password change, in the words the app uses elsewhere. */
export function passwordChangeMessage(message: string): string {
  if (/incorrect|not authorized/i.test(message)) return 'Your current password is incorrect.';
  if (/password (does not conform|must)|policy/i.test(message)) return PASSWORD_COMPLEXITY_MESSAGE;
  if (/attempt limit|attempts exceeded/i.test(message)) return 'Too many failed attempts. Please wait a moment and try again.';
  return 'Your password could not be changed. Please try again.';
}

function passwordField(label: string, hint?: string) {
  return function PasswordField({ name, onChange, onBlur, fieldValidationErrors, autoComplete }: PasswordFieldProps) {
    const id = useId();
    const errors = fieldValidationErrors ?? [];
    return (
      <Form.Group className="mb-3" controlId={id}>
        <Form.Label>{label}</Form.Label>
        <Form.Control
          type="password"
          name={name}
          onChange={onChange}
          onBlur={onBlur}
          autoComplete={autoComplete ?? (name === 'currentPassword' ? 'current-password' : 'new-password')}
          isInvalid={errors.length > 0}
          required
        />
        {hint && errors.length === 0 ? <Form.Text muted>{hint}</Form.Text> : null}
        {errors.map((error) => (
          <Form.Control.Feedback key={error} type="invalid">
            {error}
          </Form.Control.Feedback>
        ))}
      </Form.Group>
    );
  };
}

export const changePasswordComponents: ChangePasswordComponents = {
  CurrentPasswordField: passwordField('Current password'),
  NewPasswordField: passwordField('New password', PASSWORD_HINT),
  ConfirmPasswordField: passwordField('Confirm new password'),
  SubmitButton: ({ isDisabled, children }) => (
    <Button type="submit" variant="dark" disabled={isDisabled}>
      {children}
    </Button>
  ),
  ErrorMessage: ({ children }) => (
    <Alert variant="danger" className="mt-3 mb-0">
      {passwordChangeMessage(String(children))}
    </Alert>
  ),
};

/** The new password checked by the app's own rule (src/domain/password.ts), with the spec's message. */
export const newPasswordValidators = [
  { validationMode: 'onTouched' as const, validator: (value: string) => passwordProblem(value) === null, message: PASSWORD_COMPLEXITY_MESSAGE },
];

export const changePasswordText = {
  currentPasswordFieldLabel: 'Current password',
  newPasswordFieldLabel: 'New password',
  confirmPasswordFieldLabel: 'Confirm new password',
  updatePasswordButtonText: 'Change password',
};

/** What deleting means for the other person, said before anything happens. */
export const DELETE_WARNING =
  'This deletes your account at once and for good. Everything you wrote in every session, your assessment results and your sign-in are erased. ' +
  'In a session you shared, the other person keeps their own answers and what you both reached (the agreed issue, the solutions, the best solution, their strategies and plan); ' +
  'you are shown to them as “a former participant”, and they are told by e-mail that you left. Sessions nobody else joined are deleted. ' +
  'Download your data first if you want a copy.';

function WarningView({ onCancel, onConfirm, isDisabled }: WarningProps) {
  return (
    <Alert variant="warning" className="mb-0">
      <p>{DELETE_WARNING}</p>
      <div className="d-flex flex-wrap gap-2">
        <Button variant="outline-dark" onClick={onCancel} disabled={isDisabled}>
          Keep my account
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={isDisabled}>
          {isDisabled ? 'Deleting…' : 'Yes, delete my account'}
        </Button>
      </div>
    </Alert>
  );
}

export const deleteUserComponents: DeleteUserComponents = {
  DeleteButton: ({ onClick, isDisabled }) => (
    <Button variant="outline-danger" onClick={onClick} disabled={isDisabled}>
      Delete my account…
    </Button>
  ),
  WarningView,
  ErrorMessage: () => (
    <Alert variant="danger" className="mt-3 mb-0">
      Your account could not be deleted. Nothing was lost; please try again.
    </Alert>
  ),
};
