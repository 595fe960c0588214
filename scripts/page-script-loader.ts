import { register } from 'node:module'
import { isMainThread } from 'node:worker_threads'
import { bundlePageScript, PAGE_SCRIPT_ID } from './page-script.js'

// For source run by plain Node + tsx (npm run bench): `node --import tsx --import
// ./scripts/page-script-loader.ts` resolves page.ts's `virtual:page-script` as tsup and Vitest do.

interface Resolved {
  url: string
  shortCircuit?: boolean
}
type NextResolve = (specifier: string, context: unknown) => Promise<Resolved>
type NextLoad = (url: string, context: unknown) => Promise<unknown>

export async function resolve(specifier: string, context: unknown, next: NextResolve): Promise<Resolved> {
  return specifier === PAGE_SCRIPT_ID ? { url: PAGE_SCRIPT_ID, shortCircuit: true } : next(specifier, context)
}

export async function load(url: string, context: unknown, next: NextLoad): Promise<unknown> {
  if (url !== PAGE_SCRIPT_ID) return next(url, context)
  const { code } = await bundlePageScript()
  return { format: 'module', source: `export default ${JSON.stringify(code)}\n`, shortCircuit: true }
}

// Imported with --import, this module registers itself; Node then loads it again as the hooks
// above, off the main thread.
if (isMainThread) register(import.meta.url)
