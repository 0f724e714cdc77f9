/**
 * A page's HTML reaches a first-time visitor in one round trip: a new
 * connection's server may send 10 segments of 1,460 bytes before it waits
 * for an acknowledgement (TCP's initial congestion window, which
 * Lighthouse's simulated phone uses too), and every byte past 14,600, headers
 * included, costs another round trip before the page can be drawn: 150 ms
 * on the simulated slow 4G (decision 0098). Checked on the pages the
 * benchmark audits, as a browser gets them once a page is in the route
 * cache (brotli). A product page is over: its gallery and purchase panel
 * carry every variant and picture of the product, about 1.5 KB too many.
 */
import { request as httpRequest } from 'node:http';
import { expect, test } from './fixtures.ts';

const FIRST_ROUND_TRIP_BYTES = 10 * 1460;
const PAGES = ['/', '/shop', '/about', '/fr/', '/collections', '/contact'];

/** What the answer to one GET takes on the wire: its status line, headers and (compressed) body. */
function wireBytes(url: string): Promise<{ head: number; body: number; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    const asked = httpRequest(url, { headers: { 'Accept-Encoding': 'br, gzip' } }, (answer) => {
      const lines = [`HTTP/${answer.httpVersion} ${answer.statusCode} ${answer.statusMessage}`];
      for (let i = 0; i < answer.rawHeaders.length; i += 2)
        lines.push(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}`);
      let body = 0;
      answer.on('data', (chunk: Buffer) => (body += chunk.length));
      answer.on('end', () =>
        resolve({
          head: Buffer.byteLength(`${lines.join('\r\n')}\r\n\r\n`),
          body,
          encoding: answer.headers['content-encoding'],
        }),
      );
      answer.on('error', reject);
    });
    asked.on('error', reject);
    asked.end();
  });
}

test.describe('first round trip', () => {
  for (const path of PAGES) {
    test(`${path} sends its HTML and headers in at most ${FIRST_ROUND_TRIP_BYTES} bytes`, async ({ baseURL }) => {
      const url = new URL(path, baseURL).href;
      await wireBytes(url); // the first visit fills the route cache; the second is what most visitors get
      const { head, body, encoding } = await wireBytes(url);
      expect(encoding).toBe('br');
      expect(head + body, `${head} bytes of headers and ${body} of HTML`).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
    });
  }
});
