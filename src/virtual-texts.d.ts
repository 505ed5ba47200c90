/** One part of a language's texts, cut from locales/*.json at build time (scripts/vite-text-parts.ts). */
declare module 'virtual:texts/*' {
  const texts: Record<string, unknown>;
  export default texts;
}
