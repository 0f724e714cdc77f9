/**
 * The accounts' words in English (en-CA): the sign-in, reset and
 * set-password dialogs (`auth`, on every page, as the header opens them) and
 * the account pages (`accountPages`, on those pages only); the account menu's
 * words are `accountMenu` in en-forms.ts.
 */
import { formatter } from './message-format.ts';

const fmt = formatter('en-CA');

/** Accounts: the sign-in, reset and set-password dialogs, the account menu, /login, /account and /auth/* pages. */
export const auth = {
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  newPassword: 'New Password',
  close: 'Close',
  required: 'Required',
  invalidEmail: 'Invalid email',
  tooShort: fmt<[min: number]>('String must contain at least {0} character(s)'),
  passwordsDontMatch: "Passwords don't match",
  passwordHelp: 'At least 8 characters, including uppercase, lowercase and numbers.',
  signIn: {
    title: 'Sign In',
    description: 'Sign in to your account to follow your orders.',
    submit: 'Sign In',
    submitting: 'Signing in…',
    emailLink: 'Sign in with Email Link',
    activate: 'Need to activate your account?',
    forgot: 'Forgot Password?',
    backToSignIn: 'Back to sign in',
    noAccount: 'New here?',
    createAccount: 'Create an account',
  },
  magicLink: {
    title: 'Sign in with Email',
    description: 'We will e-mail you a link that signs you in.',
    submit: 'Send Login Link',
  },
  activation: {
    title: 'Activate Account',
    description: 'We will e-mail you a new link to activate your account.',
    submit: 'Send Activation Link',
  },
  signUp: {
    title: 'Create Account',
    description: 'Create an account to follow your orders.',
    submit: 'Create Account',
    checkEmailText: fmt<[email: string]>(
      'We sent a confirmation link to {0}. Open it to activate your account and sign in.',
    ),
  },
  sending: 'Sending…',
  saving: 'Saving…',
  errors: {
    invalidCredentials: 'Invalid email or password',
    emailNotConfirmed: 'Please verify your email address first',
    rateLimited: 'Too many attempts. Please try again later',
    noAccount: 'No account found with this email address',
    activationFailed: 'Failed to resend activation link',
    unknown: 'Something went wrong',
  },
  toasts: {
    signedIn: 'Signed in successfully!',
    loginLinkSent: 'Login link sent! Please check your email.',
    activationSent: 'Activation link sent! Please check your email.',
    passwordSet: 'Password set successfully!',
    passwordUpdated: 'Password updated successfully!',
    loggedOut: 'Logged out successfully!',
    authFailed: 'Authentication failed. Please try again.',
    setPasswordFailed: 'Failed to set password. Please try again.',
    resetFailed: 'Failed to send reset link. Please try again.',
    updatePasswordFailed: 'Failed to update password. Please try again.',
    loadUserFailed: 'Failed to load user data',
    dashboardLinkFailed: 'Failed to fetch dashboard link',
    logoutFailed: 'Failed to log out. Please try again.',
    signOutCleared: 'Error signing out. Your session has been cleared.',
    accessAccountFailed: 'Unable to access account. Please try again later.',
    profileSaved: 'Profile saved',
    profileSaveFailed: 'Failed to save your profile. Please try again.',
    signUpFailed: 'Failed to create your account. Please try again.',
  },
  reset: {
    title: 'Reset Password',
    description: 'Enter your e-mail address and we will send you a link to choose a new password.',
    submit: 'Send Reset Link',
    checkEmail: 'Check Your Email',
    sentTo: fmt<[email: string]>('We sent a password reset link to {0}.'),
    spamHint: "If it doesn't arrive within a few minutes, check your spam folder.",
    sendAnother: 'Send Another Reset Link',
    backToSignIn: 'Back to sign in',
  },
  setPassword: {
    title: 'Set Your Password',
    description: 'Choose a password for your account, so you can sign in with it next time.',
    submit: 'Set Password & Continue',
  },
};

/** The account pages' own words (/account, /login, /auth/*): only those pages carry them. */
export const accountPages = {
  updatePassword: {
    title: 'Update Password',
    description: 'Choose a new password for your account.',
    submit: 'Update Password',
    checking: 'Checking your session…',
    done: 'Password Updated',
    doneText: 'Your password has been changed. You are signed in.',
    goToAccount: 'Go to My Account',
  },
  confirm: {
    title: 'Confirm Account',
    description: 'Confirming your e-mail address.',
    confirming: 'Confirming your account…',
    done: 'Account Confirmed',
    doneText: 'Your e-mail address is confirmed and you are signed in.',
    failed: 'This confirmation link is invalid or has expired',
    failedText: 'Sign in, or ask for a new activation link from the sign-in page.',
    goToLogin: 'Go to Sign In',
    goToAccount: 'Go to My Account',
  },
  account: {
    title: 'My Account',
    description: 'Your profile, your orders and your password.',
    loading: 'Loading your account…',
    unavailable: 'Your account could not be loaded. Check your connection and reload the page.',
    profile: 'Profile',
    fullName: 'Full name',
    phone: 'Phone',
    emailNote: 'Your e-mail address is the one you sign in with.',
    save: 'Save Profile',
    saving: 'Saving…',
    orders: 'Orders and billing',
    ordersText: 'See your orders, invoices and payment methods in the customer dashboard.',
    ordersUnavailable: 'Your orders appear here once you have bought something with this e-mail address.',
    accessAccount: 'Access Account',
    changePassword: 'Change Password',
    logOut: 'Log out',
  },
  login: {
    title: 'Sign In',
    description: 'Sign in to your Vélo Nord account, or create one.',
  },
};
