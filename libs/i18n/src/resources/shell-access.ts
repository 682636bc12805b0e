
/**
 * The route guard's pages, the mailed-link toasts and the profile card (shell namespace).
 * The English of `guard.*` and `links.*` is SPEC.md §4/§8's text to the letter.
 */
export const accessEn = {
  guard: {
    loading: 'Loading...',
    accessDeniedTitle: 'Access Denied',
    accessDeniedText: 'You do not have permissions to view this page.',
    notActivatedTitle: 'Account Not Activated',
    notActivatedText: 'Your account is under moderation. Please wait for administrator activation.',
    status: 'Status',
    checkAgain: 'Check again',
    stillPending: 'Your account is still waiting for activation.',
    goHome: 'Go to my dashboard',
    profileFailedTitle: 'Your profile could not be loaded',
    retry: 'Retry',
  },
  links: {
    emailConfirmed: 'Email confirmed',
    emailConfirmedText: 'Your account has been successfully activated. You can now sign in.',
    emailConfirmationError: 'Email confirmation error',
    providerSignInError: 'Sign-in failed',
    emailConfirmationFailed: 'Failed to confirm email',
    resetLinkError: 'Password reset link error',
  },
  roles: {
    vendor: 'Vendor',
    technician: 'Technician',
    admin: 'Administrator',
  },
  statuses: {
    pending: 'Pending',
    active: 'Active',
    suspended: 'Suspended',
  },
  profile: {
    signedInAs: 'Signed in as {{name}}',
  },
} as const;
