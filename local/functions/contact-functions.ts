/**
 * The shop's contact and newsletter functions at `/functions/v1/…`, as Supabase
 * Edge Functions serve them: the same handlers as in production
 * (`supabase/functions/*`), with the platform's gateway in front (a valid
 * project JWT in `Authorization`, else 401 like Supabase) and this backend's
 * parts behind: the reCAPTCHA stand-in for siteverify, the database with the
 * service role, and the mail outbox instead of an e-mail provider.
 */
import { Hono } from 'hono';
import { asRequest, type Database } from '../db.ts';
import { clientIp } from '../auth/requests.ts';
import { verifyJwt } from '../jwt.ts';
import type { MailOutbox } from '../platform/mail.ts';
import { createVerifyRecaptcha } from '../../supabase/functions/verify-recaptcha/handler.ts';
import { createSendContactNotification } from '../../supabase/functions/send-contact-notification/handler.ts';
import {
  RECORD_FUNCTION,
  recordArguments,
  recordResult,
} from '../../supabase/functions/_shared/record-verification.ts';
import { CLAIM_FUNCTION, claimedContact } from '../../supabase/functions/_shared/contact-claim.ts';
import { errorResponse } from '../../supabase/functions/_shared/function-http.ts';

export interface ContactFunctionsOptions {
  db: Database;
  outbox: MailOutbox;
  jwtSecret: string;
  recaptchaSecret: string;
  /** Answers siteverify requests (the stand-in, called in-process). */
  siteverify: typeof fetch;
  allowedHostnames: readonly string[];
  supportAddress: string;
}

/** The functions mounted here; Supabase's gateway wants a project JWT for them. */
const PATHS = ['/functions/v1/verify-recaptcha', '/functions/v1/send-contact-notification'] as const;

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
    async claim(token) {
      const { rows } = await asRequest(db, { role: 'service_role' }, (tx) =>
        tx.query(`select * from public.${CLAIM_FUNCTION}($1)`, [token]),
      );
      return claimedContact(rows);
    },
    mail: {
      async send(mail) {
        await options.outbox.send(mail);
      },
    },
  });

  const app = new Hono();
  // The platform's gateway: a valid project JWT (the anon key or a session) unless it is a preflight.
  for (const path of PATHS) {
    app.use(path, async (c, next) => {
      if (c.req.method === 'OPTIONS') return next();
      const bearer = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
      if (!bearer || !(await verifyJwt(bearer, options.jwtSecret)).ok) return errorResponse(401, 'Invalid JWT');
      return next();
    });
  }
  app.all(PATHS[0], (c) => verify(c.req.raw, clientIp(c)));
  app.all(PATHS[1], (c) => notify(c.req.raw));
  return app;
}
