/**
 * The shop's contact and newsletter functions at `/functions/v1/…`, as Supabase
 * Edge Functions serve them: the same handlers as in production
 * (`supabase/functions/*`), with the platform's gateway in front (a valid
 * project JWT in `Authorization`, else 401 like Supabase) and this backend's
 * parts behind: the reCAPTCHA stand-in for siteverify, the database with the
 * service role, and the mail outbox instead of an e-mail provider.
 */
import { Hono, type Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { asRequest, type Database } from '../db.ts';
import { verifyJwt } from '../jwt.ts';
import type { MailOutbox } from '../platform/mail.ts';
import { createVerifyRecaptcha } from '../../supabase/functions/verify-recaptcha/handler.ts';
import {
  createSendContactNotification,
  type StoredContact,
} from '../../supabase/functions/send-contact-notification/handler.ts';
import {
  RECORD_FUNCTION,
  recordArguments,
  recordResult,
} from '../../supabase/functions/_shared/record-verification.ts';
import { CLAIM_COLUMNS, CLAIM_WINDOW_MS } from '../../supabase/functions/_shared/contact-claim.ts';
import { CORS_HEADERS } from '../../supabase/functions/_shared/http.ts';

export interface ContactFunctionsOptions {
  db: Database;
  outbox: MailOutbox;
  jwtSecret: string;
  recaptchaSecret: string;
  /** Answers siteverify requests (the stand-in, called in-process). */
  siteverify: typeof fetch;
  allowedHostnames: readonly string[];
  supportAddress: string;
  shopName: string;
}

/** The caller's address as the Node server saw it (tests call the app without a socket). */
function clientIp(c: Context): string | null {
  const bindings = c.env as Partial<HttpBindings> | undefined;
  return bindings?.incoming?.socket?.remoteAddress ?? null;
}

export function contactFunctions(options: ContactFunctionsOptions): Hono {
  const { db } = options;
  const verify = createVerifyRecaptcha({
    fetch: options.siteverify,
    siteverifyUrl: 'http://local/recaptcha/api/siteverify',
    secret: options.recaptchaSecret,
    allowedHostnames: options.allowedHostnames,
    async record(verification) {
      try {
        const { rows } = await asRequest(db, { role: 'service_role' }, (tx) =>
          tx.query<{ score: string }>(
            `select public.${RECORD_FUNCTION}($1, $2, $3, $4, $5) as score`,
            Object.values(recordArguments(verification)),
          ),
        );
        return recordResult(null, rows[0]?.score);
      } catch (error) {
        return recordResult(error as { message?: string; detail?: string }, null);
      }
    },
  });
  const notify = createSendContactNotification({
    supportAddress: options.supportAddress,
    shopName: options.shopName,
    async claim(token) {
      const { rows } = await asRequest(db, { role: 'service_role' }, (tx) =>
        tx.query<StoredContact & { created_at: Date }>(
          `update public.contact_forms set notified_at = now()
           where recaptcha_token = $1 and notified_at is null and created_at > now() - $2 * interval '1 millisecond'
           returning ${CLAIM_COLUMNS}`,
          [token, CLAIM_WINDOW_MS],
        ),
      );
      const row = rows[0];
      return row ? { ...row, created_at: new Date(row.created_at).toISOString() } : null;
    },
    async send(mail) {
      await options.outbox.send(mail);
    },
  });

  const app = new Hono();
  // The platform's gateway: functions need a valid project JWT (the anon key or a session) unless it is a preflight.
  app.use('/functions/v1/*', async (c, next) => {
    if (c.req.method === 'OPTIONS') return next();
    const bearer = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (!bearer || !(await verifyJwt(bearer, options.jwtSecret)).ok) {
      return new Response(JSON.stringify({ code: 401, message: 'Invalid JWT' }), {
        status: 401,
        headers: { ...CORS_HEADERS, 'Content-Type': 'application/json' },
      });
    }
    return next();
  });
  app.all('/functions/v1/verify-recaptcha', (c) => verify(c.req.raw, clientIp(c)));
  app.all('/functions/v1/send-contact-notification', (c) => notify(c.req.raw));
  return app;
}
