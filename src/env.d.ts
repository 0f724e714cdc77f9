declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates the island once the page has been parsed and painted (src/features/navigation/painted-directive.ts). */
    'client:painted'?: boolean;
  }
}

export {};
