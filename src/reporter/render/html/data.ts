import { type Edit, REPORT_DIFF_BUDGET, textEdits } from '../../../core/diff.js'
import type { RecordTexts } from '../../../records/types.js'

// The data of one assertion the page is served with, both ends of it: page.ts encodes it, the page
// script (page-script/) decodes it. Sized for 2,000 assertions of 1 KB under 5 MB: the expected text
// once, and the received text as the word-level edits that turn the expected text into it, which
// are also the word-level diff. Char-level edits would take a third more room, so the page computes
// them itself when asked, with the same core diff. Offsets are UTF-16 code units, numbers base 36
// joined by commas. An edit is a non-equal opcode; the equal run before it has the same length on
// both sides, so one gap number places it in both texts.

/** One record's texts for the page; see the comment above. */
export interface TextsData {
  /** The expected text. */
  e: string
  /**
   * The received text, only without word-level edits: too repetitive to compare within budget, or
   * so different that the edits would take more room than the text.
   */
  r?: string
  /** Word-level edits: `gap,deleted` pairs; their inserted texts are in `i`, in order. */
  w?: string
  i?: string[]
  /** The whole expected and received lengths, only when the text was cut. */
  el?: number
  rl?: number
}

/**
 * What the page's script needs of one record: its row and its breakdown under one-letter keys
 * (20,000 records of a size budget): f file (an index into {@link PageData}'s files), s test, c
 * scorer, x matcher, v score, d the score as shown, b its colour class, y pass, q what it required;
 * t threshold, m maxChanges, n changes, o negated, l line, a attempts, p repeat (0-based), z the
 * repeats its test made (only when more than one), j reject, k lenient, g guards. The row's keys
 * (f to q) are always there; of the others, defaults are left out. Its texts are apart, in the text
 * chunks ({@link TEXT_CHUNK}).
 */
export interface RecordData extends Partial<TextsData> {
  f: number
  s: string
  c: string
  x: string
  v: number
  d: string
  b: string
  y: boolean
  q: string
  t?: number
  m?: number
  n?: number
  o?: true
  l?: number
  a?: number
  p?: number
  z?: number
  j?: string
  k?: string
  /** The meaning guards: each kind with what it decided (the facts that differ, when texts are kept). */
  g?: string
  /** A Mastra score with no verdict of its own: neither passed nor failed. */
  u?: true
}

/**
 * Encodes a record's texts with the textual-difference scorer's word-level opcodes (autojunk off,
 * as the scorer's default).
 */
export function encodeTexts(texts: RecordTexts): TextsData {
  const { expected, received } = texts
  const data: TextsData = { e: expected }
  const words = encodeEdits(received, textEdits(expected, received, 'word', REPORT_DIFF_BUDGET))
  // Edits that take more room than the text itself mark nearly everything: the text goes as it is.
  if (words === null || words.w.length + JSON.stringify(words.i).length > received.length + 16) data.r = received
  else Object.assign(data, words)
  if (texts.expectedLength > expected.length) data.el = texts.expectedLength
  if (texts.receivedLength > received.length) data.rl = texts.receivedLength
  return data
}

function encodeEdits(received: string, edits: Edit[] | null): { w: string; i: string[] } | null {
  if (edits === null) return null
  const numbers: number[] = []
  const inserted: string[] = []
  let end = 0
  for (const [i1, i2, j1, j2] of edits) {
    numbers.push(i1 - end, i2 - i1)
    inserted.push(received.slice(j1, j2))
    end = i2
  }
  return { w: numbers.map((n) => n.toString(36)).join(','), i: inserted }
}

const numbersOf = (w: string | undefined): number[] => (w ? w.split(',').map((n) => Number.parseInt(n, 36)) : [])

/** The received text of a record's data, rebuilt from the word-level edits when it is not stored. */
export function receivedText(d: Partial<TextsData>): string | undefined {
  if (d.r !== undefined || d.w === undefined || d.e === undefined) return d.r
  const n = numbersOf(d.w)
  const inserted = d.i ?? []
  let out = ''
  let a = 0
  for (let k = 0; k < n.length; k += 2) {
    out += d.e.slice(a, a + n[k]!) + inserted[k / 2]
    a += n[k]! + n[k + 1]!
  }
  return out + d.e.slice(a)
}

/** The word-level edits stored in a record's data, as `[expected from, to, received from, to]`. */
export function storedWordEdits(d: Partial<TextsData>): Edit[] {
  const out: Edit[] = []
  const n = numbersOf(d.w)
  const inserted = d.i ?? []
  let a = 0
  let b = 0
  for (let k = 0; k < n.length; k += 2) {
    const length = inserted[k / 2]!.length
    a += n[k]!
    b += n[k]!
    out.push([a, a + n[k + 1]!, b, b + length])
    a += n[k + 1]!
    b += length
  }
  return out
}

/**
 * The records block of the page (deflated like the text chunks: at 20,000 records, 3.7 MB of JSON
 * as 0.6 MB): the file names the records point into, the scorers' labels, and the records.
 */
export interface PageData {
  files: string[]
  /** Each scorer's short column label, by scorer name. */
  scorers: Record<string, string>
  records: RecordData[]
}

/**
 * The id of the page's records block, `<script type="application/json" id="records-data">`: the
 * {@link PageData} deflated (`deflate-raw`), base64-coded, as a JSON string.
 */
export const RECORDS_BLOCK_ID = 'records-data'

/** The id of text chunk `k`'s block, `<script type="text/plain" id="texts-K">`: its base64 text. */
export const textBlockId = (k: number): string => `texts-${k}`

/**
 * Records per text chunk: the texts are deflated and base64-coded in chunks of this many records,
 * so a page of 20,000 records is a fraction of its texts' size, and opening a row inflates only
 * its chunk (about 70 KB of base64 at 1 KB texts), never all the texts. Smaller chunks open no
 * faster (the inflate's own setup dominates) and deflate worse.
 */
export const TEXT_CHUNK = 100

/**
 * The records in text chunks of {@link TEXT_CHUNK}, in order: chunk `k` is the block {@link textBlockId}(k).
 *
 * @example
 * inTextChunks(records).length // Math.ceil(records.length / TEXT_CHUNK)
 */
export function inTextChunks<T>(records: readonly T[]): T[][] {
  const chunks: T[][] = []
  for (let k = 0; k < records.length; k += TEXT_CHUNK) chunks.push(records.slice(k, k + TEXT_CHUNK))
  return chunks
}

/**
 * Where record `index`'s texts are: its chunk, and its place in that chunk's entries.
 *
 * @example
 * textChunkOf(250) // { chunk: 2, at: 50 }
 */
export function textChunkOf(index: number): { chunk: number; at: number } {
  return { chunk: Math.floor(index / TEXT_CHUNK), at: index % TEXT_CHUNK }
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let k = 0; k < binary.length; k++) bytes[k] = binary.charCodeAt(k)
  return bytes
}

/**
 * The texts of one chunk back from the page (`deflate-raw`, base64): a text entry per record of the
 * chunk, `{}` for a record without texts. Async: the browser's and Node's DecompressionStream.
 */
export function decodeTextChunk(chunk: string): Promise<Partial<TextsData>[]> {
  return inflateJson(chunk) as Promise<Partial<TextsData>[]>
}

/** The page data back from the content of the records block ({@link RECORDS_BLOCK_ID}). */
export async function decodePageData(block: string): Promise<PageData> {
  return (await inflateJson(JSON.parse(block) as string)) as PageData
}

/** JSON deflated (`deflate-raw`) and base64-coded, as the page carries its records and texts. */
export async function inflateJson(encoded: string): Promise<unknown> {
  const bytes = fromBase64(encoded)
  // A stream of the bytes themselves, not a Blob's: Chromium reads a Blob through its browser
  // process, a round trip that took tens of milliseconds of a page's load on a busy machine.
  const source = new ReadableStream<Uint8Array<ArrayBuffer>>({
    start(controller) {
      controller.enqueue(bytes)
      controller.close()
    },
  })
  const stream = source.pipeThrough(new DecompressionStream('deflate-raw'))
  return JSON.parse(await new Response(stream).text())
}
