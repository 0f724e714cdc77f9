// @ts-check
/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy next to every text file of
 * the built client folder, once at build time, so the server sends them as
 * they are instead of compressing each request.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT = /\.(html|js|mjs|css|svg|json|xml|txt)$/;
/** Below this size a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * @param {string} dir the built client folder
 * @returns {Promise<number>} how many files got compressed copies
 */
export async function precompress(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && TEXT.test(e.name)).map((e) => join(e.parentPath, e.name));
  let count = 0;
  await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      if (data.length < MIN_BYTES) return;
      const [br, gzipped] = await Promise.all([
        brotli(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gz(data, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
      count += 1;
    }),
  );
  return count;
}
