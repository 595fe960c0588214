// The examples use the globals both runners provide (Vitest with `globals: true`), so the same
// files run under Vitest and Jest. They are type-checked against Vitest's globals.
/// <reference types="vitest/globals" />
