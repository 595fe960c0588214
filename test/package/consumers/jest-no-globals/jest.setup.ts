import { afterAll, afterEach, beforeEach, expect } from '@jest/globals'
import { installMatchers } from 'expect-similar/matchers'

installMatchers(expect, { beforeEach, afterEach, afterAll })
