/**
 * How every route of the embedded backend answers a request it cannot take:
 * a body over the limit (413), a body that is not JSON or not what the route
 * reads, an unknown route, each as a 4xx in the emulated service's error
 * shape, never a crash. Only a real failure is a 500.
 */
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import { ApiError, describeIssues, errorResponse } from './commerce/errors.ts';

/** The largest request body any route accepts; larger ones are refused with 413. */
export const MAX_BODY_BYTES = 100 * 1024;

/** Why a request failed, as the error the emulated service would answer; undefined for a real failure. */
function requestError(error: Error): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (error instanceof ZodError) return new ApiError(400, 'invalid', 'invalid_request', describeIssues(error));
  if (error instanceof SyntaxError) {
    return new ApiError(400, 'invalid', 'invalid_json', 'The request body is not valid JSON.');
  }
  if (error instanceof HTTPException && error.status < 500) {
    return new ApiError(error.status, 'invalid', 'invalid_request', error.message || 'The request is malformed.');
  }
  return undefined;
}

/** Installs the body limit, the error handler and the not-found answer on the backend's root `app`. */
export function answerMalformedRequests(app: Hono) {
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) =>
        errorResponse(
          c,
          new ApiError(
            413,
            'invalid',
            'request_too_large',
            `Request bodies are limited to ${MAX_BODY_BYTES / 1024} KB.`,
          ),
        ),
    }),
  );

  // Malformed requests are the caller's fault: a 4xx in the service's error shape, never a crash.
  app.onError((error, c) => {
    const known = requestError(error);
    if (known) return errorResponse(c, known);
    console.error('[local] unexpected failure', error);
    return errorResponse(
      c,
      new ApiError(500, 'server_error', 'server_error', 'Something went wrong in the local backend.'),
    );
  });
  app.notFound((c) => {
    const code = c.req.path.startsWith('/wp-json/') ? 'rest_no_route' : 'route.not_found';
    return errorResponse(
      c,
      new ApiError(404, 'not_found', code, 'No route was found matching the URL and request method.'),
    );
  });
}
