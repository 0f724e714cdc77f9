/** The longest reCAPTCHA token the functions and the database accept (Google's are about 2,000 characters). */
export const MAX_TOKEN_LENGTH = 4096;

/**
 * A reCAPTCHA token: up to `MAX_TOKEN_LENGTH` visible ASCII characters, as
 * Google's are (letters, digits, `-` and `_`). Anything else (a blank, a
 * control character such as NUL, which the database cannot even store as
 * text) is refused before the token reaches Google or the database.
 */
export const isRecaptchaToken = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_TOKEN_LENGTH && /^[\x21-\x7e]+$/.test(value);

/** A function's work, with any unexpected failure logged and answered 500 without details. */
export function guarded(
  name: string,
  work: (request: Request) => Promise<Response>,
  failed: () => Response,
): (request: Request) => Promise<Response> {
  return async (request) => {
    try {
      return await work(request);
    } catch (error) {
      console.error(`${name} failed`, error);
      return failed();
    }
  };
}
