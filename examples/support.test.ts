// Support answers: a question often has more than one good answer, so the reply only has to be
// close to one of the references. The score recorded is the best candidate's.
import { ask, RUNS } from './assistant.js'

const RESET_PASSWORD = [
  'Go to Settings > Security, click "Reset password" and follow the link in the email we send you.',
  'Open Settings, then Security, and choose "Reset password". We email you a link to set a new one.',
]
const REFUNDS = [
  'You can get a full refund within 30 days of purchase: open the Billing page and click "Request refund".',
  'Refunds are available for 30 days after purchase from the Billing page.',
]

describe('support answers', () => {
  const runs = Array.from({ length: RUNS }, (_, run) => run)

  it.each(runs)('password reset, run %i', (run) => {
    expect(ask('reset-password', run)).toBeSimilarToAny(RESET_PASSWORD, { min: 0.55 })
  })

  it.each(runs)('refund policy, run %i', (run) => {
    expect(ask('refund-policy', run)).toBeSimilarToAny(REFUNDS, { min: 0.55 })
  })
})
