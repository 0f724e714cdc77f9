/**
 * The footer's and the contact page's words in English: the contact form, the newsletter, the bot
 * check, the theme menu, the account menu and the back-in-stock form.
 */
import { formatter } from './message-format.ts';

const fmt = formatter('en-CA');

export const theme = {
  /** Read before the current choice, as the theme button's name ("Colour theme: Dark"). */
  currentLabel: 'Colour theme: ',
  light: 'Light',
  dark: 'Dark',
  system: 'System',
};

export const contact = {
  dialogTitle: 'Send us a Message',
  dialogDescription: 'Questions about a bike, an order or our gear? Ask our team.',
  closeDialog: 'Close',
  pageTitle: 'Contact Us',
  pageDescription:
    'Questions about a bike, an order or our gear? Write to the Vélo Nord team: we reply within 24-48 business hours.',
  pageIntro: 'Questions about a bike, an order or our gear? Write to us with the form, or by e-mail.',
  formTitle: 'Send us a Message',
  supportIntro: 'Questions on sizing, fit, assembly or warranty for this product? Ask our team.',
  name: 'Name',
  email: 'Email',
  emailLocked: 'The e-mail address of your account.',
  phone: 'Phone',
  message: 'How can we help you?',
  send: 'Send Message',
  sending: 'Sending…',
  replyPromise: 'Our team will reply within 24-48 business hours, and a confirmation e-mail should reach you shortly.',
  successTitle: 'Message Sent Successfully!',
  successText: fmt<[email: string]>(
    'Thank you for reaching out. Our team will reply within 24-48 business hours; a confirmation e-mail is on its way to {0}.',
  ),
  sendAnother: 'Send Another Message',
  sendAnotherRequest: 'Send Another Request or Message',
  sentToast: 'Message sent successfully!',
  supportSentToast: 'Support request sent successfully!',
  failedToast: 'Failed to send message',
  supportFailedToast: 'Failed to send support request',
  failedAlert: 'Failed to send message. Please try again later.',
  errorTitle: 'Your message was not sent',
  tooShort: {
    name: 'Name must be at least 2 characters',
    email: 'Invalid email address',
    phone: 'Phone number must be at least 10 digits',
    message: 'Message must be at least 10 characters',
  },
  tooLong: fmt<[field: string, max: number]>('{0} must be at most {1} characters'),
};

export const newsletter = {
  nameLabel: 'Your name',
  emailLabel: 'Your email address',
  continue: 'Continue',
  back: 'Back',
  subscribe: 'Subscribe',
  subscribing: 'Subscribing…',
  nameRequired: 'Please enter your name',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  subscribedToast: 'Thank you for subscribing!',
  alreadySubscribed: 'You are already subscribed!',
  failed: 'Failed to subscribe. Please try again.',
  successTitle: 'Thanks for subscribing!',
  successText: 'Watch your inbox for our next letter.',
  subscribeAnother: 'Subscribe another email',
};

export const recaptcha = {
  notReady: 'reCAPTCHA not ready',
  verifyFailed: 'Failed to verify reCAPTCHA',
  rateLimited: 'Too many attempts. Please try again later.',
};

export const accountMenu = {
  /** Starts with the initials the avatar shows, so the name a voice command uses is the one on screen. */
  label: fmt<[email: string, initials: string]>('{1}, account menu for {0}'),
  myAccount: 'My Account',
  accessAccount: 'Access Account',
  logOut: 'Log out',
};

/** The back-in-stock form under a sold-out choice (src/features/product/NotifyMeForm.tsx). */
export const backInStock = {
  intro: fmt<[choice: string]>('We will e-mail you once, as soon as {0} can be ordered again.'),
  thisChoice: 'this choice',
  emailLabel: 'E-mail address',
  submit: 'Notify me',
  sending: 'Saving…',
  emailRequired: 'Enter your e-mail address.',
  emailInvalid: 'Enter a valid e-mail address, like name@example.com.',
  saved: fmt<[email: string]>('Done. We will write to {0} once, when it is back.'),
  failed: 'Your request could not be saved. Please try again.',
};
