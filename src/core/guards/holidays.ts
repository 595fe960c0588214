import NUMBER_WORDS from './data/number-words.json' with { type: 'json' }

/**
 * Holidays on a fixed date (data holidays): "Christmas Day" states 25 December. The numbers guard
 * reads a date the other text names by its holiday as stated, and the names guard a holiday's words
 * the other text dates.
 */
const HOLIDAYS = NUMBER_WORDS.holidays as Record<string, string>
const HOLIDAY = new RegExp(
  `(?<![\\p{L}])(?:${Object.keys(HOLIDAYS)
    .map((name) => name.replace(/'/g, "['\u2019]").replace(/\s+/g, '\\s+'))
    .join('|')})(?![\\p{L}])`,
  'giu',
)
const MONTHS = NUMBER_WORDS.months as Record<string, number>
const MONTH_WORDS = Object.keys(MONTHS).join('|')
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?'
// A day, or a list or range of days, before a month ("25 and 26 December"), or a month before a day.
const MORE_DAYS = '(?:\\s*(?:,|and|&|to|[-\\u2013])\\s*(?:the\\s+)?\\d{1,2}(?:st|nd|rd|th)?)*'
const DAYS_MONTH = new RegExp(
  `(?<![\\d.:])${DAY}(${MORE_DAYS})\\s+(?:of\\s+)?(${MONTH_WORDS})(?![\\p{L}])` +
    `|(?<![\\p{L}])(${MONTH_WORDS})\\s+${DAY}(?![\\d.:])`,
  'giu',
)

/** The month-day of each holiday `text` names ("12-25" for "Christmas Day"), with where it is. */
export function holidaysIn(text: string): { at: number; end: number; date: string }[] {
  const found: { at: number; end: number; date: string }[] = []
  if (!/christmas|boxing|new\s+year/i.test(text)) return found
  for (const match of text.matchAll(HOLIDAY)) {
    const date =
      HOLIDAYS[
        match[0]
          .toLowerCase()
          .replace(/\s+/g, ' ')
          .replace(/\u2019/g, "'")
      ]
    if (date !== undefined) found.push({ at: match.index, end: match.index + match[0].length, date })
  }
  return found
}

/** Whether `text` names the month-day `date` ("12-25") with digits: "25 December", "25 and 26 December". */
export function datesDay(text: string, date: string): boolean {
  const [month, day] = date.split('-').map(Number)
  for (const match of text.matchAll(DAYS_MONTH)) {
    if (match[3] !== undefined) {
      if (MONTHS[match[3].toLowerCase()] !== month) continue
      const days = [match[1]!, ...(match[2]!.match(/\d{1,2}/g) ?? [])].map(Number)
      if (days.includes(day!)) return true
    } else if (MONTHS[match[4]!.toLowerCase()] === month && Number(match[5]) === day) return true
  }
  return false
}
