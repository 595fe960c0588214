import { isThenable } from '../core/maybe-async.js'
import { readText } from '../core/read-text.js'
import { describeValue } from '../core/validate.js'

/** The received value as text, or why it cannot be read as text. */
export type ReceivedText = { ok: true; text: string } | { ok: false; problem: string }

const FORGOT_AWAIT = 'did you forget `await` (or `.resolves`)?'

/**
 * Reads the received value of a matcher: a string, or an object with a string `text` property
 * (the shape of AI SDK results). Anything else is not an error but a failed assertion, so this
 * returns the problem instead of throwing. A promise, or a promised `text` (the AI SDK's
 * `streamText` result), is almost always a forgotten `await`, and the problem says so.
 *
 * @example
 * normalizeReceived({ text: 'Hi' }) // { ok: true, text: 'Hi' }
 * normalizeReceived(42) // { ok: false, problem: 'received value must be a string or { text: string }, got number 42' }
 */
export function normalizeReceived(received: unknown): ReceivedText {
  const read = readText(received)
  if (read.ok) return read
  if (isThenable(read.found)) {
    return read.where === 'text'
      ? {
          ok: false,
          problem: `received an object whose text is a Promise: ${FORGOT_AWAIT} Pass \`await result.text\`.`,
        }
      : { ok: false, problem: `received a Promise: ${FORGOT_AWAIT}` }
  }
  const got = read.where === 'text' ? `an object whose text is ${describeValue(read.found)}` : describeValue(read.found)
  return { ok: false, problem: `received value must be a string or { text: string }, got ${got}` }
}
