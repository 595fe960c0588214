import {
  decodePageData,
  decodeTextChunk,
  type PageData,
  RECORDS_BLOCK_ID,
  type TextsData,
  textBlockId,
} from '../../../../src/reporter/render/html/data.js'

// Reads an HTML report's data blocks as its script does, through the ids and decoders of the page
// data contract (render/html/data.ts), for tests that hold the page as a string.

/** The text of the page's `<script>` data block `id`, or undefined when the page has none. */
function blockText(html: string, id: string): string | undefined {
  const open = html.indexOf(` id="${id}">`)
  if (open === -1) return undefined
  const start = open + id.length + 7
  return html.slice(start, html.indexOf('</script>', start))
}

/** The page's records block, decoded; throws when the page has none. */
export async function pageDataOf(html: string): Promise<PageData> {
  const block = blockText(html, RECORDS_BLOCK_ID)
  if (block === undefined) throw new Error(`no ${RECORDS_BLOCK_ID} block in the page`)
  return decodePageData(block)
}

/** The page's text chunk blocks, as served (base64), in chunk order; throws on a gap in their numbering. */
export function textBlocksOf(html: string): string[] {
  const blocks: string[] = []
  for (let block = blockText(html, textBlockId(0)); block !== undefined; ) {
    blocks.push(block)
    block = blockText(html, textBlockId(blocks.length))
  }
  const served = html.split('<script type="text/plain" ').length - 1
  if (served !== blocks.length) throw new Error(`${served} text blocks in the page, ${blocks.length} numbered in order`)
  return blocks
}

/** The records' texts, decoded from the page's text chunks, in record order. */
export async function pageTextsOf(html: string): Promise<Partial<TextsData>[]> {
  return (await Promise.all(textBlocksOf(html).map(decodeTextChunk))).flat()
}
