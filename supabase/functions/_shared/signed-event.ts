/**
 * The start of every function that takes the commerce platform's webhooks:
 * the preflight, the method and the body's size (./function-http.ts), then the
 * signature (./webhook-signature.ts), then a JSON object. A Response to send
 * back at once (401 for a delivery the platform did not sign, 400 for a body
 * that is no event), or the event.
 */
import { errorResponse, parseJsonObject, readPost } from './function-http.ts';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyWebhookSignature } from './webhook-signature.ts';

export async function readSignedEvent(
  request: Request,
  secret: string,
  nowMs: number,
  /** The largest body read, in bytes (`MAX_FUNCTION_BODY` unless said). */
  limit?: number,
): Promise<Response | Record<string, unknown>> {
  const body = await readPost(request, limit);
  if (body instanceof Response) return body;
  const signed = await verifyWebhookSignature({
    body,
    timestamp: request.headers.get(TIMESTAMP_HEADER),
    signature: request.headers.get(SIGNATURE_HEADER),
    secret,
    nowSeconds: Math.floor(nowMs / 1000),
  });
  if (!signed) return errorResponse(401, 'Invalid signature');
  return parseJsonObject(body) ?? errorResponse(400, 'The body must be a JSON event');
}
