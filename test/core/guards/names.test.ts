import { describe, expect, it } from 'vitest'
import { checkNames, namesOf } from '../../../src/core/guards/names.js'
import { checkNumbers } from '../../../src/core/guards/numbers.js'

describe('namesOf', () => {
  it.each([
    ['Dr. Patel called Alice.', ['Patel', 'Alice']],
    ["Alice's report is ready.", ['Alice']],
    ['Please restart the app. Then click Save.', ['Save']],
    ['Unfortunately, the order was lost.', []],
    ['We use iPhone and macOS builds.', ['iPhone', 'macOS']],
    ['Georgia is hiring.', ['Georgia']],
  ])('%s', (text, names) => {
    expect(namesOf(text)).toEqual(names)
  })
})

describe('checkNames', () => {
  it.each([
    ['Alice Chen will call you.', 'Bob Chen will call you.', 'names differ: expected "Alice", received "Bob"'],
    ['Shipped from Rotterdam.', 'Shipped from Antwerp.', 'names differ: expected "Rotterdam", received "Antwerp"'],
    ['Contact Alice about it.', 'Contact Alice and Omar about it.', 'names differ: received "Omar", not in expected'],
    [
      'Our partners include IBM and SAP.',
      'Our partners include IBM.',
      'names differ: expected "SAP", missing from received',
    ],
    ["Apple's chip is fast.", "Google's chip is fast.", 'names differ: expected "Apple", received "Google"'],
  ])('%s vs %s fails', (expected, received, message) => {
    const verdict = checkNames(expected, received)
    expect(verdict.pass).toBe(false)
    expect(verdict.message).toBe(message)
  })

  it.each([
    ['Dr. Smith will see you.', 'Smith will see you.'],
    ["Alice's report is ready.", 'The report by Alice is ready.'],
    ['Satya Nadella spoke.', 'Nadella spoke.'],
    ['Amazon Web Services hosts the site.', 'AWS hosts the site.'],
    ['The update is live in the US.', 'The update is live in the United States.'],
    ['Visit our Help Center.', 'Visit our help center.'],
    ['Stripe handles payments.', 'Payments are handled by Stripe.'],
    ['Great question! The API returns JSON.', 'By default, the API returns JSON.'],
    ['Click Settings, then open the Billing tab.', 'Open the Billing tab after clicking Settings.'],
  ])('%s vs %s passes', (expected, received) => {
    expect(checkNames(expected, received)).toMatchObject({ pass: true, message: 'names agree' })
  })

  // Written-out months and weekdays are dates, which the numbers guard compares, not names.
  it.each([
    ['UPS picked it up on 2026-02-10.', 'UPS picked it up on February 10, 2026.'],
    ['Released on January 20, 2026.', 'Released on 2026-01-20.'],
    ['The sync runs every Monday at 9.', 'The sync runs at 9 on Mondays.'],
  ])('%s vs %s passes: a month or weekday one text lacks is no names change', (expected, received) => {
    expect(checkNames(expected, received)).toMatchObject({ pass: true, message: 'names agree' })
  })

  // An abbreviated month or weekday is a date beside a number, or in a range of them.
  it.each([
    ['The release shipped on 9 Feb 2026.', 'The release shipped on 2026-02-09.'],
    ['The release shipped on Feb 9, 2026.', 'The release shipped on 2026-02-09.'],
    ['Due on Wed 4 March.', 'Due on Wednesday 4 March.'],
    ['We are open Mon-Fri.', 'We are open Monday to Friday.'],
  ])('%s vs %s passes: an abbreviated date one text lacks is no names change', (expected, received) => {
    expect(checkNames(expected, received)).toMatchObject({ pass: true, message: 'names agree' })
  })

  it('still fails a name spelled like a month abbreviation away from a number', () => {
    expect(checkNames('Ask Jan about the 9 March build.', 'Ask Ana about the 9 March build.').message).toBe(
      'names differ: expected "Jan", received "Ana"',
    )
    expect(checkNumbers('Shipped on 9 Feb 2026.', 'Shipped on 9 Mar 2026.').pass).toBe(false)
  })

  it('still fails a swapped name beside a month, and the numbers guard catches the changed month', () => {
    expect(checkNames('Dr. Chen calls on March 4.', 'Dr. Patel calls on March 4.').message).toBe(
      'names differ: expected "Chen", received "Patel"',
    )
    expect(checkNumbers('Dr. Chen calls on March 4.', 'Dr. Chen calls on April 4.').pass).toBe(false)
    expect(
      checkNames('On Sunday, Acme moved the launch to June.', 'Acme moved the launch to 2026-06-07.'),
    ).toMatchObject({
      pass: true,
      message: 'names agree',
    })
  })

  // Q1-Q4 are quarters (the numbers guard compares them), not names.
  it('reads Q1-Q4 as no name, while a product code with digits stays one', () => {
    expect(namesOf('Sales fell in Q3, as in Q4.')).toEqual([])
    expect(checkNames('Sales fell in the third quarter.', 'In Q3, sales fell.').pass).toBe(true)
    expect(checkNames('The X200 is waterproof.', 'The X300 is waterproof.').message).toBe(
      'names differ: expected "X200", received "X300"',
    )
  })

  // Ordinary words that open a sentence ("Seek urgent care", "Made up of eight modules") are in
  // data/common-words.json; a name there still counts where either text capitalises it mid-sentence.
  it.each([
    ['Get urgent care if it is severe.', 'Seek urgent care if it is severe.'],
    ['The course has eight modules.', 'Made up of eight modules, the course is short.'],
    ['Incoming email was not affected.', 'Inbound email worked normally.'],
    ['The sync is every Monday.', 'Held every Monday, the sync is short.'],
    ['Gates are locked after 8pm. Breaches will receive a warning.', 'Anyone breaking the rules gets a warning.'],
  ])('%s vs %s passes (sentence-initial common words)', (expected, received) => {
    expect(checkNames(expected, received)).toMatchObject({ pass: true, message: 'names agree' })
  })

  it.each([
    // A plural of an ordinary-suffix word ("-tions") is as ordinary as the singular.
    ['Cancel a day ahead or a fee applies.', 'Cancellations less than a day ahead cost a fee.'],
    // Contractions of function words are function words.
    ['They want the pilot in September.', "They'd like the pilot in September."],
    // A place and its adjective name the same place.
    ['Deliveries in Germany begin in March.', 'German deliveries start in March.'],
    ['About 30% of European users got errors.', 'Searches failed for 30% of users in Europe.'],
  ])('%s vs %s passes (ordinary words and places)', (expected, received) => {
    expect(checkNames(expected, received)).toMatchObject({ pass: true, message: 'names agree' })
  })

  it.each([
    ['Deliveries in Germany begin in March.', 'French deliveries start in March.'],
    ['German deliveries start in March.', 'Deliveries in Austria begin in March.'],
  ])('%s vs %s fails (another place)', (expected, received) => {
    expect(checkNames(expected, received).pass).toBe(false)
  })

  it('still fails a sentence-initial word the other text capitalises mid-sentence', () => {
    expect(checkNames('Ask Seek about it.', 'Ask Mira about it.').pass).toBe(false)
    expect(checkNames('Made the call. Talk to Alice.', 'Made the call. Talk to Omar.').pass).toBe(false)
  })

  // A number word is a number (the numbers guard compares it), not a name, unless it is part of a
  // run of capitalised words with a name in it.
  it.each([
    ['Twelve users joined.', '12 users joined.'],
    ['Fifteenth place went to Ana.', '15th place went to Ana.'],
    ['Seventy people came. Ana spoke.', '70 people came. Ana spoke.'],
    ['Thousands attended.', 'Many attended.'],
    ['Dozens of users joined.', 'About 30 users joined.'],
  ])('%s vs %s passes (a number word alone is no name)', (expected, received) => {
    expect(checkNames(expected, received)).toMatchObject({ pass: true, message: 'names agree' })
    expect(namesOf(expected)).toEqual(namesOf(received))
  })

  it('keeps a number word that is part of a multi-word name', () => {
    expect(namesOf('We met at Twelve Oaks Mall.')).toEqual(['Twelve', 'Oaks', 'Mall'])
    expect(namesOf('Twelve Oaks Mall opens at nine.')).toEqual(['Twelve', 'Oaks', 'Mall'])
    expect(checkNames('We met at Twelve Oaks Mall.', 'We met at Seven Oaks Mall.').message).toBe(
      'names differ: expected "Twelve", received "Seven"',
    )
    expect(checkNames('We met at Twelve Oaks Mall.', 'We met at Twelve Oaks.').message).toBe(
      'names differ: expected "Mall", missing from received',
    )
    expect(checkNames('The Fifth Amendment applies.', 'The Fourth Amendment applies.').pass).toBe(false)
  })

  // Unlike a number word, a quarter is never part of a name: "Q3" is always a number.
  it('reads a quarter beside a name as no name', () => {
    expect(checkNames('Acme Q3 results beat forecasts.', 'Acme third-quarter results beat forecasts.').pass).toBe(true)
  })

  // A word capitalised only by its place that is no common word ("Mild", "Breaches") is a name when
  // the other text lacks a name too; alone, with nothing in its stead, it is a reworded sentence start.
  it.each([
    ['Mild tiredness for a day is normal.', "It's normal to be a bit tired for a day."],
    ['Breaches of this policy can lead to dismissal.', 'Breaking this policy may result in dismissal.'],
    ['Expect 2 days of delay.', 'Altogether, expect 2 days of delay.'],
  ])('%s vs %s passes (a reworded sentence start the other text never has)', (expected, received) => {
    expect(checkNames(expected, received)).toMatchObject({ pass: true, message: 'names agree' })
  })

  it('still fails a sentence-initial name swapped for another, or beside a name the other text lacks', () => {
    expect(checkNames('Kevin approved the pull request.', 'Laura approved the pull request.').message).toBe(
      'names differ: expected "Kevin", received "Laura"',
    )
    expect(checkNames('Mild tiredness is normal.', 'Ask Dr. Patel if you feel tired.').message).toBe(
      'names differ: expected "Mild", received "Patel"',
    )
    expect(checkNames('Mild tiredness is normal. Ask Omar.', 'Tiredness is normal. Ask Priya.').message).toBe(
      'names differ: expected "Mild", "Omar", received "Priya"',
    )
    // A name the texts also capitalise mid-sentence is firm: dropping it fails.
    expect(checkNames('Kevin approved it. Thanks, Kevin.', 'It was approved. Thanks.').pass).toBe(false)
  })

  // The people a rule or a process names by their role open its sentences as subjects, before an
  // auxiliary or a past tense: ordinary words (common-words.json), no names.
  it.each([
    ['Applicants must be within 6 years of their PhD.', 'You can apply within 6 years of your PhD.'],
    ['Customs did not select the goods for examination.', 'The goods were not selected for examination.'],
    ['Tenants must report repairs within a week.', 'Report any repair within a week.'],
    ['Suppliers will be paid in 30 days.', 'We pay within 30 days.'],
  ])('%s vs %s passes (a role noun opening a sentence)', (expected, received) => {
    expect(checkNames(expected, received)).toMatchObject({ pass: true, message: 'names agree' })
    expect(checkNames(received, expected)).toMatchObject({ pass: true, message: 'names agree' })
  })

  it('still fails such a subject that is a name, or a role noun the texts capitalise mid-sentence', () => {
    expect(checkNames('Kofi did not select the goods.', 'The goods were not selected.').message).toBe(
      'names differ: expected "Kofi", missing from received',
    )
    expect(checkNames('Send it to Customs by Friday.', 'Send it to the port by Friday.').message).toBe(
      'names differ: expected "Customs", missing from received',
    )
  })

  // A word capitalised by its place just before an article, determiner or object pronoun is an
  // instruction's verb ("Plug it back in") or a preposition, even where both texts reword one.
  it.each([
    ['1. Plug it back in and wait.\n2. Print a page.', '1. Reconnect the power and wait.\n2. Print a page.'],
    ['Unplug your router. Wait a minute.', 'Disconnect the router. Wait a minute.'],
  ])('%s vs %s passes (an instruction at a sentence start)', (expected, received) => {
    expect(checkNames(expected, received)).toMatchObject({ pass: true, message: 'names agree' })
  })

  it('still fails a name swapped after an instruction, or before a verb', () => {
    expect(checkNames('Plug it into the Anker hub.', 'Plug it into the Belkin hub.').message).toBe(
      'names differ: expected "Anker", received "Belkin"',
    )
    expect(checkNames('1. Priya reviews the draft.', '1. Tomasz reviews the draft.').pass).toBe(false)
    expect(checkNames('Email Priya the report.', 'Email Tomasz the report.').pass).toBe(false)
  })

  // A sign-off line ("Best regards,\nFatima") starts a line, but a word there that is no common word is a name.
  it('fails a sign-off name added, dropped or swapped', () => {
    expect(checkNames('It is fixed.', 'It is fixed.\n\nBest regards,\nFatima').message).toBe(
      'names differ: received "Fatima", not in expected',
    )
    expect(checkNames('Done.\n\nThanks,\nPriya Shah', 'Done.').message).toBe(
      'names differ: expected "Priya", "Shah", missing from received',
    )
    expect(checkNames('Done.\nThanks,\nPriya', 'Done.\nThanks,\nFatima').pass).toBe(false)
  })

  it('keeps the sentence-start rule for a line after a comma that is a sentence', () => {
    expect(checkNames('Hi Sam,\nMild tiredness is normal.', 'Hi Sam,\nBeing a bit tired is normal.').pass).toBe(true)
    expect(checkNames('Regards,\nThe Support Team', 'Regards, the support team').pass).toBe(true)
  })

  // A sentence-initial word before an auxiliary or a past tense is the sentence's subject: dropped, it fails.
  it('fails a sentence-initial subject dropped with what it did', () => {
    expect(checkNames('Your refund was issued. Alice approved it.', 'Your refund was issued.').message).toBe(
      'names differ: expected "Alice", missing from received',
    )
    expect(checkNames('Kofi will call you.', 'Someone will call you.').pass).toBe(false)
  })

  // An -ed word that is no past tense (notPastTense) makes no subject of the sentence start before it.
  it('reads a sentence start before "need" as a reworded start, not a subject', () => {
    expect(checkNames('Bring a towel. Walkers need sturdy boots.', 'Bring a towel and sturdy boots.')).toMatchObject({
      pass: true,
      message: 'names agree',
    })
  })

  it('still fails a dropped name before an adverb in -eed such as "indeed"', () => {
    expect(checkNames('Priya indeed approved the budget.', 'The budget was indeed approved.').message).toBe(
      'names differ: expected "Priya", missing from received',
    )
  })

  it('still fails a dropped name before a participle such as "aged" or "based"', () => {
    expect(checkNames('Kofi aged 12 won the prize.', 'A boy aged 12 won the prize.').message).toBe(
      'names differ: expected "Kofi", missing from received',
    )
    expect(
      checkNames('Hartley based in Leeds will handle the order.', 'The supplier based in Leeds will handle the order.')
        .pass,
    ).toBe(false)
  })

  it('still fails a name before "need" or "aged" that the other text swaps', () => {
    expect(
      checkNames('Bring a towel. Walkers need sturdy boots.', 'Bring a towel. Ramblers need sturdy boots.').message,
    ).toBe('names differ: expected "Walkers", received "Ramblers"')
    expect(
      checkNames('Rotarians aged over 70 get a discount.', 'Freemasons aged over 70 get a discount.').message,
    ).toBe('names differ: expected "Rotarians", received "Freemasons"')
    expect(checkNames('Your refund was issued. Alice approved it.', 'Your refund was issued.').pass).toBe(false)
  })

  // A possessor inside a run ("Harbour Mobile's Value Plan") is a name of its own where the other text names another of its kind.
  it("fails a possessor's name swapped inside a longer run when the other text names another of its kind", () => {
    expect(
      checkNames(
        "Pick Nimbus Mobile's Flex Plan or the Value Plan.",
        "Pick Nimbus Mobile's Flex Plan or Harbour Mobile's Value Plan.",
      ).message,
    ).toBe('names differ: received "Harbour", not in expected')
    expect(
      checkNames(
        "Top plans: Nimbus Mobile's Flex Plan and Harbour Mobile's Value Plan.",
        "Top plans: Nimbus Mobile's Flex Plan and the Value Plan.",
      ).message,
    ).toBe('names differ: expected "Harbour", missing from received')
  })

  it("keeps a possessor's run shortened where the other text names no other of its kind", () => {
    expect(checkNames("Open Harbour Mobile's Value Plan.", 'Open the Value Plan.').pass).toBe(true)
    expect(checkNames("Open Google's Chrome browser.", 'Open the Chrome browser.').pass).toBe(true)
    expect(
      checkNames(
        "Pick Nimbus Mobile's Flex Plan or its Value Plan.",
        'Pick the Flex Plan or the Value Plan from Nimbus Mobile.',
      ).pass,
    ).toBe(true)
  })

  // A dropped first part is a shorter reference only where the other text writes the last word as a name.
  it('fails a multi-word name whose last word the other text keeps only as a common noun', () => {
    expect(checkNames('Click Google Calendar to connect.', 'Click the calendar option to connect.').message).toBe(
      'names differ: expected "Google", missing from received',
    )
    expect(checkNames('Tell Satya Nadella.', 'Tell Nadella.').pass).toBe(true)
    expect(checkNames('Open Google Calendar and add it.', "Add it in Google's calendar app.").pass).toBe(true)
  })

  // A title before a kind of place is part of the place's name; before a person's name it is dropped.
  it('fails a street or college whose title-like first word changed', () => {
    expect(checkNames('The pharmacy on Queen Street.', 'The pharmacy on Market Street.').message).toBe(
      'names differ: expected "Queen", received "Market"',
    )
    expect(checkNames("She studied at King's College.", 'She studied at Imperial College.').pass).toBe(false)
    expect(checkNames('Queen Elizabeth opened it.', 'Elizabeth opened it.').pass).toBe(true)
    expect(checkNames('It is on Queen Street.', 'Find it on queen street.').pass).toBe(true)
  })

  it('still fails a dropped name that opens a sentence before "-ed", a preposition and a later verb', () => {
    expect(
      checkNames('Jenkins posted at noon and will follow up.', 'The bot posted at noon and will follow up.').message,
    ).toBe('names differ: expected "Jenkins", missing from received')
    expect(
      checkNames('Adams appointed in May will join the board.', 'The new member appointed in May will join the board.')
        .pass,
    ).toBe(false)
  })

  it('does not excuse a capitalised word by a lower-case -ing form whose stem ends in a silent e', () => {
    expect(checkNames('The ICE team will call you.', 'The team will call you about icing.').message).toBe(
      'names differ: expected "ICE", missing from received',
    )
    expect(checkNames('Press Use to apply the coupon.', 'Apply the coupon by using it.').pass).toBe(false)
  })

  it('compares sets: two names trading places passes (documented)', () => {
    expect(checkNames('Paris approved the Berlin budget.', 'Berlin approved the Paris budget.').pass).toBe(true)
  })

  it('fails a mention changed into a name the text states elsewhere: one said less, another once more', () => {
    expect(
      checkNames(
        'Pushes now go through OneSignal, not Airship. The old Airship account stays open for reports.',
        'Pushes now go through OneSignal, not Airship. The old OneSignal account stays open for reports.',
      ).message,
    ).toBe('names differ: expected "Airship", received "OneSignal"')
    expect(
      checkNames(
        'We chose Notion over Coda. Notion is cheaper. The first pages move to Notion in May.',
        "We chose Notion over Coda, since it's cheaper. The first pages move to Coda in May.",
      ).message,
    ).toBe('names differ: expected "Notion", received "Coda"')
  })

  it('passes a name said less for a pronoun, or said again, with no other name said once more', () => {
    const expected = 'We chose Notion over Coda. Notion is cheaper. The first pages move to Notion in May.'
    expect(
      checkNames(expected, "We chose Notion over Coda, since it's cheaper. Pages move to Notion in May.").pass,
    ).toBe(true)
    expect(
      checkNames(expected, 'We chose Notion over Coda. Notion is cheaper than Coda. Pages move to Notion in May.').pass,
    ).toBe(true)
    // A label said once per row in prose (a table's column) is said more than once more.
    expect(
      checkNames(
        'Prices go by CO2 rating:\n| Band | Price |\n|---|---|\n| A | £45 |\n| B | £110 |\n| C | £180 |\nElectric cars pay the Band A price. CO2 is in grams.',
        'Prices go by CO2 rating: Band A is £45, Band B £110 and Band C £180. Electric cars pay the Band A price.',
      ).pass,
    ).toBe(true)
  })
})

describe('Markdown table cells', () => {
  const expected = '| Component | Weight |\n|---|---|\n| Midterm exam | 30% |\n| Owner | Alice |'
  it('a word capitalised only because it starts a cell is no name', () => {
    const received = '| Part of the course | Share of grade |\n|---|---|\n| Midterm | 30% |\n| Owner | Alice |'
    expect(checkNames(expected, received).message).toBe('names agree')
    expect(checkNames('| Day | Session |\n| Monday | Rest |', '| Day | Workout |\n| Monday | Rest day |').pass).toBe(
      true,
    )
  })
  it('an acronym labelling a column is weak: prose says the column by its values', () => {
    const table = 'Prices per cask:\n| Beer | ABV | Price |\n|---|---|---|\n| Fell Bitter | 3.8% | £96 |'
    expect(checkNames(table, 'The 3.8% Fell Bitter costs £96 a cask.')).toMatchObject({ pass: true })
    expect(checkNames('The 3.8% Fell Bitter costs £96 a cask.', table)).toMatchObject({ pass: true })
  })
  it('a column label swapped for another still fails, as does an acronym in a cell below', () => {
    const table = 'Prices per cask:\n| Beer | ABV | Price |\n|---|---|---|\n| Fell Bitter | 3.8% | £96 |'
    expect(checkNames(table, table.replace('ABV', 'IBU')).message).toBe('names differ: expected "ABV", received "IBU"')
    expect(checkNames('| Beer | Price |\n|---|---|\n| Fell IPA | £96 |', 'The Fell costs £96 a cask.').message).toBe(
      'names differ: expected "IPA", missing from received',
    )
  })
  it('a name swapped in a cell still fails', () => {
    const received = '| Part of the course | Share of grade |\n|---|---|\n| Midterm | 30% |\n| Owner | Priya |'
    expect(checkNames(expected, received).message).toBe('names differ: expected "Alice", received "Priya"')
  })
})

describe('currencies beside a number', () => {
  it.each([
    ['You get a learning budget of €1,200.', 'You get a learning budget of EUR 1,200.'],
    ['The refund is 1,240 euros.', 'The refund is 1,240 EUR.'],
    ['An allowance of S$8,000 is paid.', 'An allowance of 8,000 Singapore dollars is paid.'],
    ['The fine is CHF 240.', 'The fine is 240 Swiss francs.'],
    ['It costs US$50.', 'It costs USD 50.'],
  ])('%s = %s: the amount unit, not a name', (expected, received) => {
    expect(checkNames(expected, received).message).toBe('names agree')
    expect(checkNames(received, expected).message).toBe('names agree')
  })
  it.each([
    ['The fine is CHF 240.', 'The fine is SGD 240.', 'names differ: expected "CHF", received "SGD"'],
    ['The fine is CHF 240.', 'The fine is €240.', 'names differ: expected "CHF", missing from received'],
    ['An allowance of S$8,000 is paid.', 'An allowance of 8,000 Hong Kong dollars is paid.', 'names differ'],
    ['The fine in Lausanne is CHF 240.', 'The fine in Geneva is 240 Swiss francs.', 'names differ'],
  ])('%s vs %s: another currency or name still fails', (expected, received, message) => {
    const verdict = checkNames(expected, received)
    expect(verdict.pass).toBe(false)
    expect(verdict.message.startsWith(message)).toBe(true)
  })
  it('a code not beside a number is still a name', () => {
    expect(checkNames('Ask the CHF desk.', 'Ask the desk.').message).toBe(
      'names differ: expected "CHF", missing from received',
    )
  })
})

describe('a sentence that ends with a unit letter', () => {
  it.each([
    ['Set the bed to 80°C. Print the first layer slowly.', 'Use a bed of 80°C. Run the first layer slowly.'],
    ['Print at 60 mm/s. Turn the fan down.', 'Print at 60 mm/s. Reduce the fan.'],
    ['The supply gives 5 V. Check the cable first.', 'The supply gives 5 V. Inspect the cable first.'],
  ])('%s = %s: the next word starts a sentence', (expected, received) => {
    expect(checkNames(expected, received).message).toBe('names agree')
  })
  it('a name swapped after it still fails, and an initial still joins its name', () => {
    expect(checkNames('Set it to 80°C. Alice will check it.', 'Set it to 80°C. Priya will check it.').message).toBe(
      'names differ: expected "Alice", received "Priya"',
    )
    expect(checkNames('Ask J. Smith today.', 'Ask J. Jones today.').pass).toBe(false)
  })
})

describe('an acronym at a sentence start', () => {
  const expected = 'Bring your referral letter. NHS funding covers 1 cycle of IVF.'
  it('is a name when dropped', () => {
    expect(checkNames(expected, 'Bring your referral letter. Public funding covers 1 cycle of IVF.').message).toBe(
      'names differ: expected "NHS", missing from received',
    )
  })
  it('kept, or a common word in capitals, is no change', () => {
    expect(checkNames(expected, 'Bring your referral letter. IVF funding from the NHS covers 1 cycle.').pass).toBe(true)
    expect(checkNames('NOTE: bring your letter.', 'Bring your letter.').message).toBe('names agree')
  })
})

describe('AM and PM after a clock time', () => {
  it.each([
    ['Yoga starts at 18:00 with Aisha.', 'Yoga starts at 6:00 PM with Aisha.'],
    ['The desk opens at 9 each morning.', 'The desk opens at 9 AM.'],
    ['Doors open at 7:30.', 'Doors open at 7:30 P.M. sharp.'],
    ['The call is at 4pm.', 'The call is at 4PM.'],
  ])('%s = %s: part of the time, no name', (expected, received) => {
    expect(checkNames(expected, received).message).toBe('names agree')
  })
  it('a changed meridiem is the numbers guard catch, and PM away from a number is still a name', () => {
    expect(checkNumbers('Yoga is at 6:00 AM.', 'Yoga is at 6:00 PM.').pass).toBe(false)
    expect(checkNames('The CEO approved the plan.', 'The PM approved the plan.').message).toBe(
      'names differ: expected "CEO", received "PM"',
    )
    expect(checkNames('Yoga at 6:00 PM with Aisha.', 'Yoga at 6:00 PM with Marco.').message).toBe(
      'names differ: expected "Aisha", received "Marco"',
    )
  })
})

// Everyday words that open a sentence: indefinite pronouns ("Someone"), apologies and greetings, and
// the people a notice addresses ("Riders", "Tenants"), none of them a name.
describe('everyday words capitalised by a sentence start', () => {
  it.each([
    ['Someone aged 18 or over must sign for the parcel.', 'An adult must sign for the parcel.'],
    ['Riders must be 120 cm tall for the Cyclone.', 'You must be 120 cm tall to ride the Cyclone.'],
    ['Swimmers aged under 8 need an adult in the water.', 'Children under 8 need an adult in the water.'],
    [
      'Bidders must register by noon. Buyers collect at Tarn Hall.',
      'Register to bid by noon; collect what you buy at Tarn Hall.',
    ],
  ])('%s = %s', (expected, received) => {
    expect(checkNames(expected, received).message).toBe('names agree')
  })

  it('still fails a name beside them, a name in their place, and the word used as a name inside a sentence', () => {
    expect(checkNames('Someone aged 18 from Ardley must sign.', 'Someone aged 18 from Brisk must sign.').message).toBe(
      'names differ: expected "Ardley", received "Brisk"',
    )
    expect(checkNames('Okafor aged 18 must sign for the parcel.', 'An adult must sign for the parcel.').pass).toBe(
      false,
    )
    // Only the plurals count as common: the singular may be a surname or a brand.
    expect(checkNames('Rider will call you tomorrow about the lease.', 'An agent will call you tomorrow.').pass).toBe(
      false,
    )
    expect(checkNames('Camper shoes are 20% off this week.', 'Clarks shoes are 20% off this week.').pass).toBe(false)
    expect(checkNames('Tickets for Passengers are on sale now.', 'Tickets for the band are on sale now.').message).toBe(
      'names differ: expected "Passengers", missing from received',
    )
  })
})

// "Hi Chloe, Apologies for the wait": after a greeting and its comma the first sentence starts.
describe('the first word after a greeting', () => {
  it.each([
    ['Hi Chloe, Apologies that the dryer at Wexcombe broke.', 'Hi Chloe, sorry that the dryer at Wexcombe broke.'],
    ['Dear Mr Okafor, Thanks for your order.', 'Dear Mr Okafor, thank you for your order.'],
    ['Good morning Priya, Apologies for the wait.', 'Good morning Priya, sorry for the wait.'],
  ])('%s = %s', (expected, received) => {
    expect(checkNames(expected, received).message).toBe('names agree')
  })

  it('still fails a name dropped after the greeting, and a name a greeting-like line opens', () => {
    expect(checkNames('Hi Chloe, Marcus from billing emailed you.', 'Hi Chloe, billing emailed you.').pass).toBe(false)
    expect(checkNames('Hi, Marcus here. Your boiler is fixed.', 'Hi, your boiler is fixed.').pass).toBe(false)
    expect(checkNames('Dear me, Kevin forgot the keys again.', 'Dear me, someone forgot the keys again.').pass).toBe(
      false,
    )
    expect(
      checkNames('Dear Mr Okafor, Rider will call you tomorrow.', 'Dear Mr Okafor, an agent will call you.').pass,
    ).toBe(false)
  })

  it('still fails the greeted name swapped, a name after the greeting, and a comma that greets no one', () => {
    expect(checkNames('Hi Chloe, Apologies for the wait.', 'Hi Priya, Apologies for the wait.').message).toBe(
      'names differ: expected "Chloe", received "Priya"',
    )
    expect(checkNames('Hi Chloe, Marcus will call you.', 'Hi Chloe, Dana will call you.').message).toBe(
      'names differ: expected "Marcus", received "Dana"',
    )
    expect(
      checkNames('As agreed with Chloe, Apologies Ltd will call.', 'As agreed with Chloe, the firm will call.').pass,
    ).toBe(false)
  })
})

// "°C" names the scale "degrees Celsius" spells out, and "°F" Fahrenheit's.
describe('a degree scale', () => {
  it.each([
    ['Bake the loaf at 220°C for 25 minutes.', 'Bake the loaf for 25 minutes at 220 degrees Celsius.'],
    ['Store below 40 °F.', 'Store below 40 degrees Fahrenheit.'],
  ])('%s = %s', (expected, received) => {
    expect(checkNames(expected, received).message).toBe('names agree')
  })

  it('reads C and F as the scale after any number, not only after a degree sign', () => {
    expect(checkNames('Bake at 180°C.', 'Bake at 180C.').message).toBe('names agree')
    expect(checkNames('Bake at 180 C.', 'Bake at 180 degrees Celsius.').message).toBe('names agree')
  })

  it('still fails the other scale', () => {
    expect(checkNames('Bake the loaf at 220°C.', 'Bake the loaf at 220 degrees Fahrenheit.').message).toBe(
      'names differ: expected "C", received "Fahrenheit"',
    )
    expect(checkNames('Bake the loaf at 220°C.', 'Bake the loaf at 220°F.').pass).toBe(false)
  })
})

describe('a name opening a compound adjective', () => {
  it.each([
    ['Files with DRM from other stores cannot be opened.', 'DRM-protected files from other stores cannot be opened.'],
    ['The site is owned by Google.', 'It is a Google-owned site.'],
    ['Checkout runs on Stripe.', 'We use a Stripe-based checkout.'],
    ['Any cable that works with USB-C will do.', 'Any USB-C-compatible cable will do.'],
    ['The fee of £40 includes VAT.', 'The fee is £40, VAT-inclusive.'],
    ["Children's clothes carry no VAT.", "Children's clothes are VAT-exempt."],
  ])('%s = %s: the same name', (expected, received) => {
    expect(checkNames(expected, received).message).toBe('names agree')
  })
  it('still fails the name swapped, and leaves other hyphenated names whole', () => {
    expect(checkNames('Files with DRM cannot be opened.', 'Adobe-protected files cannot be opened.').message).toBe(
      'names differ: expected "DRM", received "Adobe"',
    )
    expect(checkNames('It is a Google-owned site.', 'It is a Microsoft-owned site.').message).toBe(
      'names differ: expected "Google", received "Microsoft"',
    )
    expect(checkNames('We switched to T-Mobile.', 'We switched to T-Systems.').pass).toBe(false)
    expect(checkNames('The fee of £40 includes VAT.', 'The fee is £40, GST-inclusive.').message).toBe(
      'names differ: expected "VAT", received "GST"',
    )
    expect(checkNames('Coca-Cola sponsors it.', 'Coca sponsors it.').pass).toBe(false)
  })
})

// A run's last word the other text has only in another name is no short form of the run.
describe('a run of names whose last word the other text has in another name', () => {
  it.each([
    [
      'Lessons are at Hillside Leisure Centre with Otter Coaching.',
      'Lessons are at Hillside Leisure Centre with Otter Coaching and Pebble Dive Centre.',
      'names differ: received "Pebble", "Dive", not in expected',
    ],
    [
      'Start with Blue Train by the Art Blakey Sextet; it is classic hard bop.',
      'Start with Blue Train by the Classic Bop Sextet; it is classic hard bop.',
      'names differ: expected "Art", "Blakey", missing from received',
    ],
  ])('%s vs %s fails', (expected, received, message) => {
    expect(checkNames(expected, received).message).toBe(message)
  })

  it.each([
    ['Start with Blue Train by the Art Blakey Sextet.', 'Start with Blue Train by the Blakey Sextet.'],
    ['Mira Okafor chairs it; Okafor joined in May.', 'Okafor chairs it.'],
    [
      'Lessons are at Hillside Leisure Centre and Pebble Dive Centre.',
      'Lessons are at Hillside Leisure Centre and the Pebble Centre.',
    ],
  ])('%s vs %s passes: the other text shortens the run', (expected, received) => {
    expect(checkNames(expected, received)).toMatchObject({ pass: true, message: 'names agree' })
  })
})

// An acronym said as the label of an identifier that begins with its letters ("UN number: UN1789")
// is the identifier's, which both texts keep: the numbers guard compares it.
describe('an acronym labelling an identifier with its letters', () => {
  it.each([
    ['- UN number: UN1789.\n- Class: 8.', 'It is UN1789, in class 8.'],
    ['Track it under CVE number CVE-2024-3094.', 'It is tracked as CVE-2024-3094.'],
  ])('%s vs %s passes', (expected, received) => {
    expect(checkNames(expected, received)).toMatchObject({ pass: true, message: 'names agree' })
    expect(checkNames(received, expected)).toMatchObject({ pass: true, message: 'names agree' })
  })
  it('still fails the acronym dropped where the other text lacks the identifier, or swapped', () => {
    expect(checkNames('- UN number: UN1789.\n- Class: 8.', 'It is number 1789, in class 8.').message).toBe(
      'names differ: expected "UN", missing from received',
    )
    expect(checkNames('The UN code is UN1789.', 'The EU code is UN1789.').message).toBe(
      'names differ: received "EU", not in expected',
    )
  })
})

// An acronym spelled out where it stands, before the same words, is its expansion.
describe('an acronym spelled out in lower-case words before what follows it', () => {
  it.each([
    ['EV chargers are on level -1.', 'Electric vehicle chargers are on level -1.'],
    ['The ads drove 1,150 clicks (CTR 2.7%).', 'The ads drove 1,150 clicks, a click-through rate of 2.7%.'],
    ['Budget for the grant (PI: Dr. Nadia Osei)', 'Budget for the grant, principal investigator Dr. Nadia Osei'],
    ['The OG came in at 1.048.', 'Original gravity was 1.048.'],
    ['Ask HR about parental leave.', 'Ask human resources about parental leave.'],
  ])('%s = %s', (expected, received) => {
    expect(checkNames(expected, received)).toMatchObject({ pass: true, message: 'names agree' })
    expect(checkNames(received, expected)).toMatchObject({ pass: true, message: 'names agree' })
  })
  it('still fails the words spelled elsewhere, before other words, or broken by a mark or function word', () => {
    expect(checkNames('EV chargers are on level -1.', 'Chargers for every vehicle are on level -1.').pass).toBe(false)
    expect(checkNames('Report it to the FCA by Friday.', 'Report it to a fire crew afterwards by noon.').pass).toBe(
      false,
    )
    expect(checkNames('Ask HR about leave.', 'Ask the host; rules about leave apply.').pass).toBe(false)
    expect(checkNames('The OG came in at 1.048.', 'Our gauge said 1.048.').message).toBe(
      'names differ: expected "OG", missing from received',
    )
  })
})

// An acronym is not excused by lower-case words that happen to start with its letters: any run of
// words can ("a fire crew afterwards" spells FCA), so a dropped or added acronym still fails.
describe('an acronym against lower-case words with its initials', () => {
  it.each([
    ['Report it to the FCA.', 'Report it to a fire crew afterwards.'],
    ['Book through the NHS.', 'Book through the new health site.'],
    ['Plug it into the USB port.', 'Plug it into the upper\nside bay port.'],
  ])('%s vs %s fails', (expected, received) => {
    expect(checkNames(expected, received).pass).toBe(false)
  })

  it.each([
    [
      'Lorries use the HGV bays behind the warehouse.',
      'Lorries use the heavy vehicle bays behind the warehouse.',
      'names differ: expected "HGV", missing from received',
    ],
    [
      'Send sick notes to human resources by Friday.',
      'Send sick notes to HQ by Friday.',
      'names differ: received "HQ", not in expected',
    ],
    // A sentence boundary breaks the initials: "heavy. Goods vans" spells nothing.
    [
      'The HGV bays are behind the warehouse.',
      'The bays are heavy. Goods vans park behind the warehouse.',
      'names differ: expected "HGV", missing from received',
    ],
  ])('%s vs %s fails: the words do not spell it', (expected, received, message) => {
    expect(checkNames(expected, received).message).toBe(message)
  })
})

describe('an acronym of a hyphenated compound with a function word', () => {
  it.each([
    [
      'Every till runs the new point-of-sale software.',
      'Every till runs the new POD software.',
      'names differ: received "POD", not in expected',
    ],
    [
      'Tag the ticket WIP until the fix is reviewed.',
      'Tag the ticket work in progress until the fix is reviewed.',
      'names differ: expected "WIP", missing from received',
    ],
  ])('%s vs %s fails', (expected, received, message) => {
    expect(checkNames(expected, received).message).toBe(message)
  })
})

describe('words that are never names (data notNames) and abbreviated days', () => {
  it.each([
    [
      'Costing FAQ (Research Office)\n- Q: Is there a minimum award? A: Yes.',
      'The Research Office answers: is there a minimum award? Yes.',
    ],
    ['See the FAQ for details, or reply ASAP.', 'See the questions page for details, or reply soon.'],
  ])('%s vs %s passes: a generic acronym or noun is no name', (expected, received) => {
    expect(checkNames(expected, received)).toMatchObject({ pass: true, missing: [], added: [] })
  })

  it('still fails a name beside such a word', () => {
    expect(checkNames('See the Stripe API docs.', 'See the Adyen API docs.').pass).toBe(false)
  })

  it.each([
    ['Mon: Pat (10-1), Tue: Sunil (1-4).', 'Pat is on Monday 10am-1pm, Sunil on Tuesday 1pm-4pm.'],
    ['Open 8:30am–6:30pm Mon–Fri and 9am–1pm Sat.', 'Open Monday to Friday 08:30–18:30 and Saturday 09:00–13:00.'],
    ['Open Mon–Fri.', 'Open on weekdays.'],
    ["We're open Tues–Sat, 9:30am–5pm.", 'Opening hours are 9.30am to 5pm, Tuesday to Saturday.'],
    ['Bins go out on Thurs.', 'Bins go out on Thursday.'],
  ])('%s vs %s passes: a day written out in the other text, or a range of days', (expected, received) => {
    expect(checkNames(expected, received)).toMatchObject({ pass: true, missing: [], added: [] })
  })

  it('still fails a name that sits where a day was', () => {
    expect(checkNames('Tue: Sunil (1-4).', 'Sunil is on with Marek on Tuesday.').pass).toBe(false)
  })
})

// Holes a review of the two rules above found; each passed with the rules as first written.
describe('short days and notNames, as trimmed by review', () => {
  it.each([
    ['Your adviser, Jan, will call you in January.', 'Your adviser will call you in January.'],
    ['Jun will reply in June.', 'We will reply in June.'],
    ['Please ask Sun at reception on Sunday.', 'Please ask at reception on Sunday.'],
    ['Scan the QR code at the door.', 'Enter the PIN code at the door.'],
    ['The display uses an LED panel.', 'The display uses an LCD panel.'],
    ['Ask Pin at the front desk.', 'Ask at the front desk.'],
    ['Sep will send the contract in September.', 'We will send the contract in September.'],
    ['Ask Mon at the front desk on Monday.', 'Ask at the front desk on Monday.'],
    ['We will send your code by SMS.', 'We will send your code by email.'],
    ['Your invoice is attached as a PDF.', 'Your invoice is attached as a spreadsheet.'],
    ['Every volunteer gets two free T-shirts.', 'Every volunteer gets two free hoodies.'],
    ['Connect through our API.', 'Connect through our website.'],
  ])('fails %s against %s', (expected, received) => {
    expect(checkNames(expected, received).pass).toBe(false)
  })
})

it.each([
  [
    'Latecomers will not be admitted until the interval.',
    'Anyone arriving late will not be let in until the interval.',
  ],
  ['Main has been failing since build 4812.', 'FYI, main has been failing since build 4812.'],
])('passes %s against %s: a plural people noun and FYI are no names', (expected, received) => {
  expect(checkNames(expected, received)).toMatchObject({ pass: true, missing: [], added: [] })
})

describe('more places and their adjectives (data demonyms), and ETA (data notNames)', () => {
  it.each([
    ['The Colombian Huila lot has not shipped yet.', 'The Huila lot from Colombia still has not shipped.'],
    ['Both Ethiopian lots are delayed.', 'Both lots from Ethiopia are delayed.'],
    [
      'Container delayed at Felixstowe; new ETA 18 July.',
      'The container is held up at Felixstowe and now expected on 18 July.',
    ],
  ])('%s vs %s passes', (expected, received) => {
    expect(checkNames(expected, received)).toMatchObject({ pass: true, missing: [], added: [] })
  })

  it.each([
    [
      'The Colombian lot has shipped.',
      'The lot from Peru has shipped.',
      'names differ: expected "Colombian", received "Peru"',
    ],
    ['ETA 18 July.', 'ETD 18 July.', 'names differ: received "ETD", not in expected'],
  ])('fails %s against %s: another place, or ETD, which stays a name', (expected, received, message) => {
    expect(checkNames(expected, received).message).toBe(message)
  })
})

describe('a name shortened by the noun that says its kind of business (data nameKinds)', () => {
  it.each([
    ['Thank you for your order with Hartley & Sons Butchers.', 'Your order at Hartley & Sons is booked.'],
    ["Your appointment is at St Aldhelm's Hospital today.", "You are booked in at St Aldhelm's today."],
    ['Hannah Berg (Green): 614 votes.', 'Hannah Berg of the Green Party got 614 votes.'],
  ])('%s vs %s passes', (expected, received) => {
    expect(checkNames(expected, received)).toMatchObject({ pass: true, missing: [], added: [] })
  })

  it.each([
    ["Your appointment is at St Mary's Hospital today.", "Your appointment is at St Mary's Hospice today."],
    ['Order from Hartley Butchers.', 'Order from Hartley Bakery.'],
    ['Parental controls work with the Hubline Family app.', 'Parental controls work with the Hubline Home app.'],
    ['Raj Mistry has sold phone cases since 2011.', 'Raj Mistry of Mistry Mobiles has sold phone cases since 2011.'],
    ['Subscribe to Apple Music.', 'Subscribe to Apple.'],
    ['Books are at Kirkby Library.', 'Books are at Kirkby.'],
    ['Hannah Berg (Green): 614 votes.', 'Hannah Berg of the Labour Party got 614 votes.'],
  ])('fails %s against %s: another kind, another name, or a noun that names another thing', (expected, received) => {
    expect(checkNames(expected, received).pass).toBe(false)
  })
})

describe('a lower-case prefix before a hyphen and a name', () => {
  it.each([
    [
      'Non-English films must have English subtitles if they are non-English.',
      'Films not in English need English subtitles.',
    ],
    ['We ship to non-EU countries.', 'We ship to countries outside the EU.'],
    ['Use a single-URL setup.', 'Use a setup with one URL.'],
    ['The mid-March review is on.', 'The review in March is on.'],
  ])('%s vs %s passes: the name is the part after the hyphen', (expected, received) => {
    expect(checkNames(expected, received)).toMatchObject({ pass: true, missing: [], added: [] })
  })

  it('still fails the name after the prefix swapped', () => {
    expect(checkNames('We ship to non-EU countries.', 'We ship to countries outside the UK.').message).toBe(
      'names differ: expected "EU", received "UK"',
    )
  })
})

describe('mentions said again across several names', () => {
  const table = [
    '| Writer | Share | PRO |',
    '|---|---|---|',
    '| Nia Castillo | 40% | PRS |',
    '| Tom Heald | 35% | PRS |',
    '| Rui Matsuda | 25% | JASRAC |',
  ].join('\n')
  it('passes a retelling that names two people again and a label once: no mention changed', () => {
    expect(
      checkNames(
        table,
        'Nia Castillo gets 40%, Tom Heald 35% and Rui Matsuda 25%. Nia and Tom are with PRS, and Rui with JASRAC.',
      ),
    ).toMatchObject({ pass: true, missing: [], added: [] })
  })

  it('still fails a mention changed into a name of several words stated elsewhere', () => {
    expect(
      checkNames(
        'The hearing is at Todmorden Town Hall. An objection from Walsden Parish Council was read; Walsden is close by.',
        'The hearing is at Todmorden Town Hall. An objection from Todmorden Town Council was read; Walsden is close by.',
      ).pass,
    ).toBe(false)
  })

  it("still fails one person said in another one's place", () => {
    expect(
      checkNames(
        'Nia Castillo and Tom Heald sign today. Tom will call you.',
        'Nia Castillo and Tom Heald sign today. Nia will call you.',
      ).message,
    ).toBe('names differ: expected "Tom", received "Nia"')
  })
})

describe('a unit letter after "degrees", common words and kind nouns', () => {
  it.each([
    ['The pool is kept at 28°C.', 'The pool is kept at 28 degrees C.'],
    [
      '| Size | Price |\n|---|---|\n| Small | £65 |\n\nMinimum term is 2 months. To book, call Marcus.',
      'A small one is £65 and you must hire for at least two months. Bookings go through Marcus.',
    ],
    ['Headcount is capped at 40.', 'No more than 40 people can attend.'],
    ['Competitors must register by 9am.', 'Everyone competing must register by 9am.'],
    [
      'We will not open the locker unless the owner shows ID.',
      'We only open a locker for an owner with identification.',
    ],
    ['Thanks for booking with Spokes & Sprockets Cycle Works.', 'Thanks for booking with Spokes & Sprockets.'],
  ])('%s vs %s passes', (expected, received) => {
    expect(checkNames(expected, received)).toMatchObject({ pass: true, missing: [], added: [] })
  })

  it.each([
    ['The pool is kept at 28°C.', 'The pool is kept at 28 degrees F.', 'names differ: expected "C", received "F"'],
    [
      'Thanks for booking with Spokes & Sprockets Cycle Works.',
      'Thanks for booking with Gears & Sprockets Cycle Works.',
      'names differ: expected "Spokes", received "Gears"',
    ],
    [
      'Thanks for booking with Spokes & Sprockets Cycle Works.',
      'Thanks for booking with Spokes & Sprockets Bike Hub.',
      'names differ: expected "Cycle", "Works", received "Bike", "Hub"',
    ],
  ])('%s vs %s still fails', (expected, received, message) => {
    expect(checkNames(expected, received).message).toBe(message)
  })
})

describe('more ordinary words opening a sentence (data common)', () => {
  it.each([
    ['Hauliers should not send trucks before 19:00.', 'Please do not send trucks before 7 pm.'],
    [
      'Pedestrians and boaters must use the towpath. Moorings are closed.',
      'Use the towpath on foot or by boat; you cannot moor.',
    ],
  ])('%s vs %s passes', (expected, received) => {
    expect(checkNames(expected, received)).toMatchObject({ pass: true, message: 'names agree' })
  })

  it('still counts such a word capitalised mid-sentence as a name', () => {
    expect(checkNames('Ask at Moorings for a map.', 'Ask at the shop for a map.').pass).toBe(false)
  })
})
