/**
 * Error bodies of the emulated services: the commerce platform's API
 * (`{http_status, type, code, message, validation_errors}`), the shop host's
 * WordPress routes (a WP_Error: `{code, message, data, additional_errors}`),
 * and a plain `{code, message}` for the backend's own routes.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import type { SureCartPlatformError } from '../../supabase/functions/_shared/surecart/catalog.ts';
import type { HostError } from '../../supabase/functions/_shared/surecart/checkout.ts';

const HTTP_STATUS_NAMES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
  422: 'unprocessable_entity',
  429: 'too_many_requests',
  500: 'internal_server_error',
  503: 'service_unavailable',
};

export function httpStatusName(status: number): string {
  return HTTP_STATUS_NAMES[status] ?? 'error';
}

/** SureCart's error answers: the platform's and the shop host's (supabase/functions/_shared/surecart). */
export type ApiErrorBody = Required<SureCartPlatformError>;
export type ValidationError = Extract<ApiErrorBody['validation_errors'], readonly unknown[]>[number];

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    readonly code: string,
    message: string,
    readonly validationErrors: ValidationError[] = [],
  ) {
    super(message);
  }

  /** The platform's own API shape. */
  toApiBody(): ApiErrorBody {
    return {
      http_status: httpStatusName(this.status),
      type: this.type,
      code: this.code,
      message: this.message,
      validation_errors: this.validationErrors,
    };
  }

  /** The WordPress plugin's shape (a WP_Error). */
  toWordPressBody(): HostError {
    return {
      code: this.code,
      message: this.message,
      data: { status: this.status, http_status: httpStatusName(this.status), type: this.type },
      additional_errors: this.validationErrors.map((e) => ({
        code: e.code,
        message: e.message,
        data: { attribute: e.attribute, type: e.type, options: e.options ?? {} },
      })),
    };
  }
}

export function invalidParameter(attribute: string, message: string): ApiError {
  return new ApiError(400, 'invalid', 'invalid_parameter', message, [
    { attribute, type: 'invalid', code: `${attribute}.invalid`, message },
  ]);
}

/** The error body of the service a request path belongs to. */
export function errorBodyFor(path: string, error: ApiError) {
  if (path.startsWith('/wp-json/')) return error.toWordPressBody();
  if (path.startsWith('/v1/')) return error.toApiBody();
  if (path.startsWith('/rest/v1/')) return { code: error.code, message: error.message, details: null, hint: null };
  if (path.startsWith('/functions/v1/')) return { error: error.message };
  return { code: error.code, message: error.message };
}

/** Answers `error` in the shape of the service the request went to. */
export function errorResponse(c: Context, error: ApiError): Response {
  return c.json(errorBodyFor(c.req.path, error), error.status as ContentfulStatusCode);
}

/** Each problem of a rejected body, as `path: message`, in one line. */
export function describeIssues(error: ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');
}

/** Why a request failed, as the error the emulated service would answer; undefined for a real failure. */
export function requestError(error: Error): ApiError | undefined {
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
