// Only what Biome cannot check: rules that need TypeScript's types (bun run lint runs Biome, then this).
import tseslint from "typescript-eslint";

export default tseslint.config({
  files: ["src/**/*.{ts,tsx}", "e2e/**/*.ts", "bench/**/*.ts", "scripts/**/*.ts"],
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
  },
  plugins: { "@typescript-eslint": tseslint.plugin },
  linterOptions: { reportUnusedDisableDirectives: "error" },
  rules: {
    // A promise nobody awaits: its failure is lost, and a write may land after its transaction has committed.
    "@typescript-eslint/no-floating-promises": "error",
  },
});
