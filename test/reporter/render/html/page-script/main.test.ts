import { relative } from 'node:path'
import { Script } from 'node:vm'
import SCRIPT from 'virtual:page-script'
import { describe, expect, it } from 'vitest'
import { bundlePageScript } from '../../../../../scripts/page-script.js'

describe('the page script bundle', () => {
  it("is made of core's tokenizer and SequenceMatcher, not a copy of them", async () => {
    const { code, inputs } = await bundlePageScript()
    expect(code).toBe(SCRIPT)
    const files = inputs.map((input) => relative(process.cwd(), input))
    expect(files).toEqual(
      expect.arrayContaining(['src/core/tokenize.ts', 'src/core/sequence-matcher.ts', 'src/core/diff.ts']),
    )
    expect(files.every((file) => file.startsWith('src/core/') || file.startsWith('src/reporter/render/html/'))).toBe(
      true,
    )
  })

  it('never closes its own script element and reads texts only as text', () => {
    expect(SCRIPT).not.toMatch(/<\/|<!--/)
    expect(SCRIPT).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write|eval\(/)
  })

  it('parses as plain JavaScript, one IIFE', () => {
    expect(() => new Script(SCRIPT)).not.toThrow()
    expect(SCRIPT).toMatch(/^"use strict";\(\(\)=>\{[\s\S]*\}\)\(\);\n$/)
  })
})
