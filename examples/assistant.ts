/**
 * A deterministic stand-in for an LLM: canned answers with the variation real models show from
 * one call to the next (a paraphrase, an extra sentence, a typo, a reordered list). `ask(prompt,
 * run)` always gives the same text for the same `run`, so the examples need no network and no API
 * key, yet still see several different answers. In your own suite, call your model here instead.
 */

const ANSWERS = {
  'summarize-release': [
    'Version 2.0 adds offline mode, speeds up sync by about 40% and drops support for Node 16.',
    'Version 2.0 introduces an offline mode, makes syncing roughly 40% faster and removes Node 16 support.',
    'Release 2.0 adds an offline mode and speeds up syncing by about 40 percent. Node 16 is no longer supported. Upgrade when you can.',
  ],
  'reset-password': [
    'Open Settings, choose Security, then click "Reset password" and follow the link we email you.',
    'Go to Settings > Security and press "Reset password". We will email you a link; it expires after 24 hours.',
    'Open Setings, choose Security, then click "Reset password" and follow the link in the email we send you.',
  ],
  'refund-policy': [
    'You can ask for a full refund within 30 days of purchase from the Billing page.',
    'Refunds are available for 30 days after you buy: open Billing and choose "Request refund".',
    'Within 30 days of purchase you can request a full refund on the Billing page.',
  ],
  'capital-of-france': [
    'Paris is the capital of France.',
    'The capital of France is Paris.',
    'Paris is the capital city of France.',
  ],
  'release-notes-markdown': [
    '# Release 2.0\n\n## Added\n- Offline mode\n- Sync progress bar\n\n## Changed\n- Sync is about 40% faster\n\n## Removed\n- Node 16 support\n',
    '# Release 2.0\n\n## Added\n- Offline mode\n- A progress bar while syncing\n\n## Changed\n- Sync is about 40% faster\n\n## Removed\n- Node 16 support\n',
    '# Release 2.0\n\n## Added\n- Sync progress bar\n- Offline mode\n\n## Changed\n- Sync is about 40% faster\n\n## Removed\n- Node 16 support\n',
  ],
  'welcome-email': [
    'Hi Sam,\n\nWelcome to Acme! Your workspace is ready. Invite your team from Settings > Members, and reply to this email if you get stuck.\n\nThe Acme team',
    'Hi Sam,\n\nWelcome to Acme! Your workspace is ready to use. You can invite your team under Settings > Members. Just reply to this email if you need help.\n\nThe Acme team',
    'Hello Sam,\n\nWelcome to Acme! Your workspace is ready. Invite your teammates from Settings > Members, and reply here if you get stuck.\n\nBest,\nThe Acme team',
  ],
} satisfies Record<string, readonly string[]>

/** The prompts the assistant knows. */
export type Prompt = keyof typeof ANSWERS

/** How many different answers each prompt has; runs 0..RUNS-1 see each once. */
export const RUNS = 3

/**
 * The assistant's answer to `prompt` on run number `run` (any integer; default: the `DEMO_RUN`
 * environment variable, else 1).
 *
 * @example
 * ask('capital-of-france', 1) // 'The capital of France is Paris.'
 */
export function ask(prompt: Prompt, run = Number(process.env.DEMO_RUN ?? 1)): string {
  const variants: readonly string[] = ANSWERS[prompt]
  return variants[((run % variants.length) + variants.length) % variants.length] as string
}

/** A structured reply, the shape an AI SDK's `generateObject` returns. */
export interface CityAnswer {
  answer: string
  country: string
  confidence: number
  sources: string[]
}

/**
 * The assistant's structured answer to "What is the capital of France?" on run number `run`.
 *
 * @example
 * askStructured(0).country // 'France'
 */
export function askStructured(run = Number(process.env.DEMO_RUN ?? 1)): CityAnswer {
  return {
    answer: ask('capital-of-france', run),
    country: 'France',
    confidence: 0.9 + 0.03 * (run % RUNS),
    sources: ['encyclopedia'],
  }
}
