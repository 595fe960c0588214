export { expect, test } from 'vitest'
