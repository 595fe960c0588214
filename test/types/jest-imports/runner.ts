export { expect, test } from '@jest/globals'
