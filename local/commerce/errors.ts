/**
 * Error bodies of the commerce platform's API (contracts.md section 3.1) and of
 * its WordPress routes (section 3.4).
 */

const HTTP_STATUS_NAMES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  422: 'unprocessable_entity',
  500: 'internal_server_error',
  503: 'service_unavailable',
};

export function httpStatusName(status: number): string {
  return HTTP_STATUS_NAMES[status] ?? 'error';
}

export interface ValidationError {
  attribute: string;
  type: string;
  code: string;
  message: string;
  options?: Record<string, unknown>;
}

export interface ApiErrorBody {
  http_status: string;
  type: string;
  code: string;
  message: string;
  validation_errors: ValidationError[];
}

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
  toWordPressBody() {
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
