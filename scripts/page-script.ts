import { fileURLToPath } from 'node:url'
import { build, type Plugin as EsbuildPlugin } from 'esbuild'
import type { Plugin as VitePlugin } from 'vite'

// The HTML report's script is a TypeScript module (src/reporter/render/html/page-script/main.ts)
// that page.ts imports as `virtual:page-script`: one minified IIFE, inlined in every page. tsup
// resolves it with the esbuild plugin below, Vitest (tests run from source) with the Vite plugin,
// both through bundlePageScript, so the built and the tested page carry the same script.

/** The specifier page.ts imports the bundled script from. */
export const PAGE_SCRIPT_ID = 'virtual:page-script'

const ENTRY = fileURLToPath(new URL('../src/reporter/render/html/page-script/main.ts', import.meta.url))

/** The bundled script, and the source files it was made of (absolute paths). */
export interface PageScript {
  code: string
  inputs: string[]
}

/** Bundles the page script into one minified IIFE for an inline `<script>`. */
export async function bundlePageScript(): Promise<PageScript> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    metafile: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
  })
  const root = fileURLToPath(new URL('..', import.meta.url))
  return {
    code: result.outputFiles[0]!.text,
    inputs: Object.keys(result.metafile.inputs).map((input) => root + input),
  }
}

/** The module that stands for `virtual:page-script`. */
const moduleOf = (code: string): string => `export default ${JSON.stringify(code)}\n`

/** For tsup: resolves `virtual:page-script` to the bundled script, bundled once per build. */
export function pageScriptEsbuildPlugin(): EsbuildPlugin {
  let bundled: Promise<PageScript> | undefined
  return {
    name: 'page-script',
    setup(build) {
      build.onResolve({ filter: /^virtual:page-script$/ }, () => ({ path: PAGE_SCRIPT_ID, namespace: 'page-script' }))
      build.onLoad({ filter: /.*/, namespace: 'page-script' }, async () => {
        bundled ??= bundlePageScript()
        const { code, inputs } = await bundled
        return { contents: moduleOf(code), loader: 'js', watchFiles: inputs }
      })
    },
  }
}

/** For Vitest: the same module, rebuilt when one of its sources changes. */
export function pageScriptVitePlugin(): VitePlugin {
  const resolved = `\0${PAGE_SCRIPT_ID}`
  return {
    name: 'page-script',
    resolveId: (id) => (id === PAGE_SCRIPT_ID ? resolved : undefined),
    async load(id) {
      if (id !== resolved) return undefined
      const { code, inputs } = await bundlePageScript()
      for (const input of inputs) this.addWatchFile(input)
      return moduleOf(code)
    },
  }
}
