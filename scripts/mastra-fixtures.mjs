/**
 * Runs the real @mastra/evals scorers (Textual Difference and Content Similarity) on a generated
 * corpus and on the cases of Mastra's own scorer tests and docs, and writes what they return to
 * test/core/fixtures/mastra-1.x.json and mastra-0.13.json. test/core/mastra-parity.test.ts replays
 * every entry through our scorers and requires identical results.
 *
 * The oracles are installed outside the repository (they are not dependencies of expect-similar):
 *
 *   mkdir -p /work/oracle/v1 /work/oracle/v013
 *   (cd /work/oracle/v1 && npm init -y && npm i --ignore-scripts @mastra/evals@1.10.2 @mastra/core@1.71.0 zod@3)
 *   (cd /work/oracle/v013 && npm init -y && npm i --ignore-scripts @mastra/evals@0.13.10 @mastra/core@0.20.2 ai@5 zod@3)
 *
 * Regenerate (deterministic: the corpus comes from a fixed seed, every run gets a fixed runId except
 * the few that check a generated one, and those record '<generated uuid>' once checked):
 *
 *   node scripts/mastra-fixtures.mjs [--v1 /work/oracle/v1] [--v013 /work/oracle/v013]
 *
 * Each fixture file: { generator, mastra: { evals, core }, entries: [{ scorer, options, args, keys,
 * result }] }. `args` is what `run` was given (JSON: messages carry no Date); `keys` lists every key
 * of the returned object in order, since JSON drops the undefined ones; `result` is the returned
 * object without the echoed `input` and `output`.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

const argv = process.argv.slice(2)
const flag = (name, fallback) => {
  const at = argv.indexOf(name)
  return at >= 0 && argv[at + 1] ? argv[at + 1] : fallback
}
const V1_DIR = flag('--v1', '/work/oracle/v1')
const V013_DIR = flag('--v013', '/work/oracle/v013')
const OUT_DIR = new URL('../test/core/fixtures/', import.meta.url)
/** Stands for the random UUID a scorer generates when no runId is given. */
const GENERATED_UUID = '<generated uuid>'

/** mulberry32: the whole corpus follows from SEED. */
const SEED = 20261201
function prng(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
let random = prng(SEED)
const pick = (list) => list[Math.floor(random() * list.length)]
const int = (lo, hi) => lo + Math.floor(random() * (hi - lo + 1))

const WORDS = (
  'the of and to a in is that it for was on are as with be at by this have from or one had not but what ' +
  'all were when we there can an your which their said if do will each about how up out them then she many ' +
  'some so these would other into has more her two like him see time could no make than first been its who ' +
  'The Quick Brown Fox quick brown fox jumps over lazy dog cat sat mat model output prompt reply token cache ' +
  'Paris France capital release version feature review design budget deadline 42 3.14 e-mail x'
).split(' ')
const EMOJI = ['😀', '👍🏽', '🇫🇷', '👨‍👩‍👧', '🚀', '✨', '🍣', '𝒳', '𠀋']
const CJK = [
  '北京',
  '是',
  '中华人民共和国',
  '的',
  '首都',
  '中国',
  '東京',
  'は',
  '日本',
  'の',
  '서울',
  '한국',
  '。',
  '，',
]
const COMBINING = ['é', 'é', 'ñ', 'ñ', 'Å', 'Å', 'ạ̈', 'ö', 'ö']
const SPACES = [' ', '  ', '\t', '\n', '\r\n', '\u00a0', '\u2028', '\u3000', '\ufeff', ' \n ']

function words(count, pool = WORDS) {
  return Array.from({ length: count }, () => pick(pool))
}
function joinWords(list, spaces = [' ']) {
  return list.map((w, i) => (i === 0 ? w : pick(spaces) + w)).join('')
}
function shuffle(list) {
  const out = [...list]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[out[i], out[j]] = [out[j], out[i]]
  }
  return out
}
function edit(list, rate, pool = WORDS) {
  const out = []
  for (const w of list) {
    const r = random()
    if (r < rate / 3) continue
    if (r < (2 * rate) / 3) out.push(pick(pool))
    else if (r < rate) out.push(w, pick(pool))
    else out.push(w)
  }
  return out
}
function randomString(length, alphabet) {
  let s = ''
  for (let i = 0; i < length; i++) s += alphabet[Math.floor(random() * alphabet.length)]
  return s
}

/** [kind, a, b] text pairs. */
function corpusPairs() {
  const pairs = [
    ['empty', '', ''],
    ['empty', '', 'text'],
    ['empty', 'text', ''],
    ['empty', ' ', ''],
    ['empty', '', '\n\t'],
    ['empty', '   ', '\t'],
  ]
  const add = (kind, count, make) => {
    for (let i = 0; i < count; i++) pairs.push([kind, ...make()])
  }
  add('identical', 40, () => {
    const t = joinWords(words(int(1, 15)))
    return [t, t]
  })
  add('whitespace', 110, () => {
    const list = words(int(1, 12))
    return [joinWords(list, SPACES), pick(['', ' ', '\n']) + joinWords(list, SPACES) + pick(['', ' ', '\t'])]
  })
  add('reorder', 110, () => {
    const list = words(int(2, 14))
    return [joinWords(list), joinWords(shuffle(list))]
  })
  add('duplicates', 60, () => {
    const pool = words(int(1, 4))
    return [joinWords(words(int(1, 16), pool)), joinWords(words(int(1, 16), pool))]
  })
  add('edit', 240, () => {
    const list = words(int(1, 25))
    return [joinWords(list), joinWords(edit(list, pick([0.1, 0.3, 0.6])))]
  })
  add('case', 50, () => {
    const t = joinWords(words(int(1, 10)))
    return [t, pick([t.toUpperCase(), t.toLowerCase(), t.replace(/\b\w/g, (c) => c.toUpperCase())])]
  })
  add('emoji', 90, () => {
    const pool = [...WORDS.slice(0, 30), ...EMOJI]
    const list = words(int(1, 12), pool)
    return [joinWords(list), joinWords(edit(list, 0.4, pool))]
  })
  add('surrogate-halves', 30, () => {
    // Pairs that share only one half of a surrogate pair, and lone surrogates.
    const a = randomString(int(0, 8), ['\ud83d\ude00', '\ud83d\ude80', '\ud83d', '\ude00', 'a', ' '])
    const b = randomString(int(0, 8), ['\ud83d\ude01', '\ud83d\ude80', '\udc00', 'a', ' '])
    return [a, b]
  })
  add('cjk', 90, () => {
    const list = words(int(1, 12), CJK)
    const sep = pick(['', ' '])
    return [list.join(sep), edit(list, 0.4, CJK).join(pick(['', ' ']))]
  })
  add('combining', 70, () => {
    const pool = [...WORDS.slice(0, 20), ...COMBINING.map((c) => `caf${c}`), ...COMBINING]
    const list = words(int(1, 10), pool)
    return [joinWords(list), joinWords(edit(list, 0.4, pool)).normalize(pick(['NFC', 'NFD']))]
  })
  add('alphabet', 100, () => {
    const alphabet = pick(['ab', 'abc', 'ab ', 'abcd \n', 'xyz.,'])
    return [randomString(int(0, 60), alphabet), randomString(int(0, 60), alphabet)]
  })
  add('long', 8, () => {
    const list = words(int(100, 200))
    return [joinWords(list), joinWords(edit(list, 0.1))]
  })
  return pairs
}

// The cases of Mastra's own scorer tests (packages/evals/src/scorers/code/*/index.test.ts) and docs
// (the reference pages and the examples of both scorers): [kind, input, output, content options].
const MASTRA_CASES = [
  ['mastra-test', 'The quick brown fox', 'The quick brown fox'],
  ['mastra-test', 'The quick brown fox', 'The quick brown cat'],
  ['mastra-test', 'The quick brown fox', 'The very quick brown fox'],
  ['mastra-test', 'The quick brown fox jumps', 'The quick fox jumps'],
  ['mastra-test', 'The quick brown fox jumps over the lazy dog', 'The slow black fox runs under the active cat'],
  ['mastra-test', 'The quick brown fox', 'Lorem ipsum dolor sit amet'],
  ['mastra-test', '', ''],
  ['mastra-test', 'The quick brown fox', ''],
  ['mastra-test', 'The Quick Brown Fox', 'the quick brown fox'],
  ['mastra-test', 'The   quick\nbrown    fox', 'The quick brown fox'],
  ['mastra-test', 'The Quick Brown FOX', 'the quick brown fox', { ignoreCase: false }],
  ['mastra-test', 'The\tquick  brown\n\nfox', 'The quick brown fox', { ignoreCase: true, ignoreWhitespace: true }],
  ['mastra-test', 'The\tQuick  Brown\n\nFOX', 'the quick brown fox', { ignoreCase: false, ignoreWhitespace: true }],
  ['mastra-test', 'The quick brown fox jumps over the lazy dog', 'The quick brown fox runs past the lazy dog'],
  ['mastra-docs', 'The quick brown fox jumps over the lazy dog', 'The quick brown fox jumps over the lazy dog'],
  ['mastra-docs', 'Hello world! How are you?', 'Hello there! How is it going?'],
  // The "major differences" example: no version computes the score its page states.
  ['mastra-docs', 'Python is a high-level programming language', 'JavaScript is used for web development'],
  ['mastra-docs', 'The quick brown fox', 'The fast brown fox'],
  ['mastra-docs', 'The quick brown fox jumps over the lazy dog.', 'A quick brown fox jumped over a lazy dog.'],
  ['mastra-docs', 'A brown fox quickly leaps across a sleeping dog.', 'The quick brown fox jumps over the lazy dog.'],
  ['mastra-docs', 'The cat sleeps on the windowsill.', 'The quick brown fox jumps over the lazy dog.'],
  ['mastra-docs', 'The quick brown fox jumps over the lazy dog.', 'The quick brown fox jumps over the lazy dog.'],
]

const CONTENT_OPTIONS = [
  undefined,
  { ignoreCase: false },
  { ignoreWhitespace: false },
  { ignoreCase: true, ignoreWhitespace: false },
  { ignoreCase: false, ignoreWhitespace: true },
  {},
]

/** Splits a text into 1-3 message texts that join back to it with ', ' (when it has one to split at). */
function splitMessages(text) {
  const parts = text.split(', ')
  if (parts.length > 1) return parts
  const count = int(1, 3)
  if (count === 1) return [text]
  return Array.from({ length: count }, (_, i) => (i === 0 ? text : pick(['', 'and', ' '])))
}

// Message content shapes of Mastra 1.x, each yielding `text` under getTextContentFromMastraDBMessage.
const SHAPES_1X = [
  (text) => text,
  (text) => [{ type: 'text', text }],
  (text) => [
    { type: 'text', text: 'earlier part' },
    { type: 'image', image: 'data:' },
    { type: 'text', text },
  ],
  (text) => ({ format: 2, parts: [{ type: 'text', text }], content: text }),
  (text) => ({ format: 2, parts: [{ type: 'text', text: 'not read' }], content: text || '' }),
  (text) => ({ format: 2, parts: [{ type: 'step-start' }, { type: 'text', text: 'first' }, { type: 'text', text }] }),
  (text) => ({ format: 2, text }),
  (text) => ({ format: 2, content: '', text, parts: [] }),
]

function message(role, id, content) {
  // No createdAt: neither scorer reads it, and a Date would not survive JSON.
  return { id, role, content }
}

function runArgs1x(a, b, index) {
  const shapeA = pick(SHAPES_1X)
  const shapeB = pick(SHAPES_1X)
  const multi = random() < 0.25
  // A text that a shape would lose (empty text falls through to other fields) stays a plain string.
  const wrap = (shape, text) => (text === '' ? text : shape(text))
  const inTexts = multi ? splitMessages(a) : [a]
  const outTexts = multi ? splitMessages(b) : [b]
  const inputMessages = inTexts.map((t, i) => message('user', `i${index}.${i}`, wrap(shapeA, t)))
  const output = outTexts.map((t, i) => message('assistant', `o${index}.${i}`, wrap(shapeB, t)))
  const args = {
    input: {
      inputMessages,
      rememberedMessages: random() < 0.2 ? [message('user', `m${index}`, 'remembered, not scored')] : [],
      systemMessages: random() < 0.2 ? [{ role: 'system', content: 'You are terse.' }] : [],
      taggedSystemMessages: {},
    },
    output,
  }
  if (index % 97 !== 5) args.runId = `run-${index}`
  return args
}

function runArgs013(a, b, index) {
  const multi = random() < 0.25
  const inTexts = multi ? splitMessages(a) : [a]
  const outTexts = multi ? splitMessages(b) : [b]
  const args = {
    input: {
      inputMessages: inTexts.map((t, i) => message('user', `i${index}.${i}`, t)),
      rememberedMessages: [],
      systemMessages: [],
      taggedSystemMessages: {},
    },
    output: outTexts.map((t, i) => message('assistant', `o${index}.${i}`, t)),
  }
  if (index % 97 !== 5) args.runId = `run-${index}`
  return args
}

async function runOracle(dir, modulePath, makeArgs) {
  random = prng(SEED)
  const evals = await import(pathToFileURL(join(dir, 'node_modules/@mastra/evals', modulePath)).href)
  const version = (name) => JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')).version
  const entries = []
  const record = async (scorer, options, args) => {
    const instance =
      scorer === 'textual-difference'
        ? evals.createTextualDifferenceScorer()
        : evals.createContentSimilarityScorer(options)
    const returned = await instance.run(structuredClone(args))
    const { input: _input, output: _output, ...result } = returned
    // A generated runId is random: record that it was a UUID, so regenerating changes nothing.
    if (args.runId === undefined) {
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(result.runId)) {
        throw new Error(`generated runId is not a UUID: ${result.runId}`)
      }
      result.runId = GENERATED_UUID
    }
    entries.push({ scorer, options: options ?? null, args, keys: Object.keys(returned), result })
  }
  const pairs = corpusPairs()
  let index = 0
  for (const [, a, b] of pairs) {
    const args = makeArgs(a, b, index)
    await record('textual-difference', undefined, args)
    await record('content-similarity', CONTENT_OPTIONS[index % CONTENT_OPTIONS.length], args)
    index++
  }
  for (const [, a, b, options] of MASTRA_CASES) {
    const args = makeArgs(a, b, index)
    await record('textual-difference', undefined, args)
    await record('content-similarity', options, args)
    if (options !== undefined) await record('content-similarity', undefined, args)
    index++
  }
  return {
    generator: 'scripts/mastra-fixtures.mjs',
    seed: SEED,
    pairs: index,
    mastra: { evals: version('@mastra/evals'), core: version('@mastra/core') },
    entries,
  }
}

async function main() {
  for (const [file, dir, modulePath, makeArgs] of [
    ['mastra-1.x.json', V1_DIR, 'dist/scorers/prebuilt/index.js', runArgs1x],
    ['mastra-0.13.json', V013_DIR, 'dist/scorers/code/index.js', runArgs013],
  ]) {
    const fixture = await runOracle(dir, modulePath, makeArgs)
    const text = `${JSON.stringify(fixture)}\n`
    writeFileSync(new URL(file, OUT_DIR), text)
    console.log(`${file}: ${fixture.pairs} pairs, ${fixture.entries.length} runs, ${(text.length / 1e6).toFixed(2)} MB`)
  }
}

await main()
