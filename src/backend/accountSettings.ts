/**
 * @aws-amplify/ui-react's account-settings components (ChangePassword, DeleteUser), which call
 * Cognito through aws-amplify: only src/backend imports aws-amplify, so the account page takes them
 * from here. Imported by the /account route only, so no entry bundle carries them.
 */
export { AccountSettings } from '@aws-amplify/ui-react';
