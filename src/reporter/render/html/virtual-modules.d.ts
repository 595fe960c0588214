// Made at build time by scripts/page-script.ts (tsup's esbuild plugin, Vitest's Vite plugin).
declare module 'virtual:page-script' {
  /** page-script/main.ts and what it imports, bundled into one minified IIFE. */
  const script: string
  export default script
}
