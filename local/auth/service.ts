/**
 * What Auth does, apart from HTTP: opening sessions and writing their token
 * responses, sending e-mail links, and using them.
 */
import type { MailOutbox } from '../platform/mail.ts';
import type { AuthClock } from './clock.ts';
import { authEmail } from './mail-texts.ts';
import { allowedRedirect } from './redirects.ts';
import { linkTypesFor, type LinkType } from './link-token-store.ts';
import type { SessionMethod } from './session-store.ts';
import type { AuthStore } from './store.ts';
import { ACCESS_TOKEN_SECONDS, signAccessToken } from './tokens.ts';
import { userJson, type UserRow } from './users.ts';

/** How long an e-mail link works. */
export const LINK_TTL_SECONDS = 3600;

export interface AuthServiceOptions {
  store: AuthStore;
  outbox: MailOutbox;
  clock: AuthClock;
  /** The shop's origin: the only place links may send people back to. */
  siteUrl: string;
  /** This Auth server's base URL (`…/auth/v1`), the tokens' issuer and the links' host. */
  apiUrl: string;
  jwtSecret: string;
}

export class AuthService {
  constructor(readonly options: AuthServiceOptions) {}

  get store(): AuthStore {
    return this.options.store;
  }

  now(): Date {
    return this.options.clock.now();
  }

  redirect(redirectTo: string | null | undefined): string {
    return allowedRedirect(redirectTo, this.options.siteUrl);
  }

  /** A token response for a session, new or refreshed. */
  async tokenResponse(
    user: UserRow,
    session: { id: string; method: SessionMethod; created_at: Date },
    refresh: string,
  ) {
    const nowSeconds = this.options.clock.nowSeconds();
    const { token, expiresAt } = await signAccessToken(
      {
        userId: user.id,
        email: user.email,
        appMetadata: user.raw_app_meta_data,
        userMetadata: user.raw_user_meta_data,
        sessionId: session.id,
        method: session.method,
        signedInAt: Math.floor(session.created_at.getTime() / 1000),
      },
      this.options.apiUrl,
      nowSeconds,
      this.options.jwtSecret,
    );
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
      expires_at: expiresAt,
      refresh_token: refresh,
      user: userJson(user),
    };
  }

  /** Signs a user in: records the sign-in and opens a session. */
  async signIn(user: UserRow, method: SessionMethod) {
    const now = this.now();
    const { signedIn, session, refreshToken } = await this.store.transaction(async (tx) => {
      const signedIn = await this.store.updateUser(user.id, { lastSignInAt: now }, now, tx);
      return { signedIn, ...(await this.store.sessions.open(user.id, method, now, tx)) };
    });
    return this.tokenResponse(signedIn, session, refreshToken);
  }

  /** The address a person clicks: Auth's verify endpoint, which then sends them to `redirectTo`. */
  linkUrl(token: string, type: LinkType, redirectTo: string): string {
    const query = new URLSearchParams({ token, type, redirect_to: redirectTo });
    return `${this.options.apiUrl}/verify?${query}`;
  }

  /** Issues a link of `type` for `user` and records when it was sent; returns its token and address. */
  async issueLink(user: UserRow, type: LinkType, redirectTo: string | null | undefined) {
    const now = this.now();
    const target = this.redirect(redirectTo);
    const token = await this.store.transaction(async (tx) => {
      const token = await this.store.links.issue(user.id, type, now, LINK_TTL_SECONDS, tx);
      const sentAt =
        type === 'recovery' || type === 'magiclink'
          ? { recoverySentAt: now }
          : type === 'invite'
            ? { confirmationSentAt: now, invitedAt: now }
            : { confirmationSentAt: now };
      await this.store.updateUser(user.id, sentAt, now, tx);
      return token;
    });
    return { token, link: this.linkUrl(token, type, target), redirectTo: target };
  }

  /**
   * Sends one e-mail link; the route has counted it against the e-mail limits already, whether or not
   * the address turned out to have an account.
   * `signup` confirms an address, `magiclink` signs in, `recovery` leads to a new password.
   * The e-mail is the live project's template (./mail-texts.ts): French when the link returns to a French page.
   */
  async sendLink(user: UserRow, type: 'signup' | 'magiclink' | 'recovery', redirectTo: string | null | undefined) {
    const { link, redirectTo: target } = await this.issueLink(user, type, redirectTo);
    await this.options.outbox.send(
      authEmail(type, user.email, { link, redirectTo: target, siteUrl: this.options.siteUrl }),
    );
  }

  /**
   * Uses an e-mail link's token: once, within its hour. The address is then
   * confirmed (any link proves the person reads that mailbox) and a session opened.
   */
  async verifyLink(token: string, type: string) {
    const now = this.now();
    const used = await this.store.transaction(async (tx) => {
      const found = await this.store.links.consume(token, linkTypesFor(type), now, tx);
      if (!found) return undefined;
      const user = await this.store.updateUser(found.userId, { confirmedAt: now, lastSignInAt: now }, now, tx);
      const opened = await this.store.sessions.open(user.id, 'otp', now, tx);
      return { user, type: found.type, ...opened };
    });
    if (!used) return undefined;
    return { type: used.type, session: await this.tokenResponse(used.user, used.session, used.refreshToken) };
  }
}
