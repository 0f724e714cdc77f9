/** The longest reCAPTCHA token the functions and the database accept (Google's are about 2,000 characters). */
export const MAX_TOKEN_LENGTH = 4096;

export const isRecaptchaToken = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= MAX_TOKEN_LENGTH;

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
