/**
 * The requests' database functions (service role only, see the migrations),
 * called as PostgREST's `rpc`: the same calls from the Edge Function (over
 * HTTP) and from the local backend (in process).
 */
import type { Rpc } from '../_shared/service-rest.ts';
import type { RestockRequests } from './handler.ts';

export const CLOSE_FUNCTION = 'close_back_in_stock_requests';
export const REOPEN_FUNCTION = 'reopen_back_in_stock_request';

export function restockRequestsOver(rpc: Rpc): RestockRequests {
  return {
    async close(variantIds) {
      const { data, error } = await rpc(CLOSE_FUNCTION, { variant_ids: variantIds });
      if (error) throw new Error(`closing the requests failed: ${error.message ?? 'unknown error'}`);
      return Array.isArray(data) ? data : [];
    },
    async reopen(id) {
      const { error } = await rpc(REOPEN_FUNCTION, { request_id: id });
      if (error) throw new Error(`reopening the request failed: ${error.message ?? 'unknown error'}`);
    },
  };
}
