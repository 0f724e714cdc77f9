/** A script's code minified at build time, for an inline `<script>` (integrations/inline-scripts.mjs). */
declare module '*?inline-script' {
  const code: string;
  export default code;
}
