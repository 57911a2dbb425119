/** The assessment pages' messages, worded as the spec gives them (docs/rules.md, "DCS" and "DPI"). */
export const ASSESSMENT_MESSAGES = {
  noEmail: 'No email on user. Please add an email to your profile.',
  verificationFailed: 'Saved, but verification failed. Try again.',
  updateReturnedNull: 'Profile update returned null. Check Profile auth rules.',
  createFailed: 'Create failed for Profile. Check auth rules & identifier.',
  noDominantStyle: 'Could not determine dominant style.',
  dcsSaveFailed: 'Failed to save results.',
  sessionLoadFailed: 'Failed to load session',
  noSub: 'No Cognito sub found. Please re-login.',
  profileLoadFailed: 'Failed to load your profile.',
  dpiSaveFailed: 'Failed to save your DPI type.',
  dpiQuizSaveFailed: 'Could not save your DPI type.',
  dpiCreateFailed: 'Failed to create profile.',
  dpiUpdateFailed: 'Failed to update profile.',
  dpiSaved: (type: string) => `Saved to your profile as ${type}.`,
} as const;
