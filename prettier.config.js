// @ts-check
// One format for the whole tree; `npm run format` applies it, `npm run format:check` is part of `npm test`.
/** @type {import('prettier').Config} */
export default {
  printWidth: 120,
  singleQuote: true,
  plugins: ['prettier-plugin-astro', 'prettier-plugin-tailwindcss'],
  tailwindStylesheet: './src/styles/global.css',
  tailwindFunctions: ['cn'],
  overrides: [{ files: '*.astro', options: { parser: 'astro' } }],
};
