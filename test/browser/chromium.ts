import { accessSync, constants } from 'node:fs'
import { delimiter, join } from 'node:path'
import { type Browser, chromium } from 'playwright-core'

/**
 * The system Chromium (Debian's `chromium` package), or the one `CHROMIUM_PATH` names. The browser
 * tests and the bench never download a browser: playwright-core drives whatever binary this finds.
 */
export function findChromium(): string | undefined {
  const override = process.env.CHROMIUM_PATH
  if (override) return override
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    for (const name of ['chromium', 'chromium-browser']) {
      const path = join(dir, name)
      try {
        accessSync(path, constants.X_OK)
        return path
      } catch {}
    }
  }
  return undefined
}

/** Starts headless Chromium from {@link findChromium}; throws, saying how to get one, when there is none. */
export function launchChromium(): Promise<Browser> {
  const executablePath = findChromium()
  if (executablePath === undefined) {
    throw new Error(
      'no Chromium found: install it (Debian: apt-get install chromium) or set CHROMIUM_PATH to its binary',
    )
  }
  return chromium.launch({
    executablePath,
    // Root in a container has no user namespaces for the sandbox, and a small /dev/shm.
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
  })
}
