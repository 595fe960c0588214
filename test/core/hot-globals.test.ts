/**
 * Keeps global reads off the core's hot paths. Inside a Jest test file, modules run in a `vm`
 * context, where every read of a global (`Infinity`, `Math`, `Int32Array`, ...) is an interceptor
 * call into Node instead of a constant: one per symbol made comparisons 2-3x slower under Jest than
 * in plain Node (bench/jest-ratio). Globals are read once into module constants instead.
 *
 * A read is hot when it runs once per element: inside a loop, inside a callback passed to a call
 * (sort, map, replace, ...), or anywhere in a function called from a hot place (resolved through
 * the type checker, across modules). Reads inside `throw` statements are cold: they run once.
 */
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const HOT_MODULES = [
  'src/core/longest-match.ts',
  'src/core/sequence-matcher.ts',
  'src/core/budget.ts',
  'src/core/dice.ts',
  'src/core/tokenize.ts',
  'src/core/content-similarity.ts',
  'src/core/textual-difference.ts',
]

type FunctionLike = ts.FunctionLikeDeclaration

function isLoop(node: ts.Node): boolean {
  return (
    ts.isForStatement(node) ||
    ts.isForInStatement(node) ||
    ts.isForOfStatement(node) ||
    ts.isWhileStatement(node) ||
    ts.isDoStatement(node)
  )
}

function isFunctionLike(node: ts.Node): node is FunctionLike {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  )
}

/** Identifiers in value position: not a property name, a declaration's name or part of a type. */
function isValueReference(id: ts.Identifier): boolean {
  const parent = id.parent
  if (ts.isPropertyAccessExpression(parent) && parent.name === id) return false
  if (ts.isQualifiedName(parent)) return false
  if ((ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) && parent.name === id) return false
  if ((ts.isMethodDeclaration(parent) || ts.isGetAccessorDeclaration(parent)) && parent.name === id) return false
  if (ts.isBindingElement(parent) && parent.propertyName === id) return false
  for (let node: ts.Node = id; !ts.isSourceFile(node); node = node.parent) {
    if (ts.isTypeNode(node) || ts.isExpressionWithTypeArguments(node)) return false
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return false
  }
  return true
}

interface Finding {
  file: string
  line: number
  name: string
  why: string
}

/** Every global read on a hot path of `files` (paths relative to the repository root). */
function hotGlobalReads(files: readonly string[], readFile?: (path: string) => string | undefined): Finding[] {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    lib: ['lib.es2022.d.ts'],
    types: ['node'],
    strict: true,
    noEmit: true,
    skipLibCheck: true,
  }
  const host = ts.createCompilerHost(options)
  if (readFile) {
    const original = host.readFile.bind(host)
    host.readFile = (path) => readFile(path) ?? original(path)
  }
  const paths = files.map((file) => ROOT + file)
  const program = ts.createProgram(paths, options, host)
  const checker = program.getTypeChecker()
  const sources = paths.map((path) => program.getSourceFile(path)!)
  const ours = new Set(sources)

  // Functions reached from a hot place, found by a worklist over call sites.
  const hotFunctions = new Map<FunctionLike, string>()
  const pending: FunctionLike[] = []
  const markHot = (fn: FunctionLike, why: string): void => {
    if (hotFunctions.has(fn) || !ours.has(fn.getSourceFile())) return
    hotFunctions.set(fn, why)
    pending.push(fn)
  }
  const calleeOf = (call: ts.CallExpression | ts.NewExpression): FunctionLike | undefined => {
    let symbol = checker.getSymbolAtLocation(
      ts.isPropertyAccessExpression(call.expression) ? call.expression.name : call.expression,
    )
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol)
    for (const declaration of symbol?.declarations ?? []) {
      if (isFunctionLike(declaration)) return declaration
      if (ts.isClassDeclaration(declaration)) return declaration.members.find(ts.isConstructorDeclaration)
      if (ts.isVariableDeclaration(declaration) && declaration.initializer && isFunctionLike(declaration.initializer)) {
        return declaration.initializer
      }
    }
    return undefined
  }

  /** Why `node` runs once per element, or null when it runs once per call of its function. */
  const hotReason = (node: ts.Node): string | null => {
    for (let at: ts.Node = node.parent; !ts.isSourceFile(at); at = at.parent) {
      if (ts.isThrowStatement(at)) return null
      if (isLoop(at)) return 'in a loop'
      if (isFunctionLike(at)) {
        if (
          (ts.isCallExpression(at.parent) || ts.isNewExpression(at.parent)) &&
          at.parent.arguments?.some((argument) => argument === at)
        ) {
          return 'in a callback'
        }
        const why = hotFunctions.get(at)
        return why === undefined ? null : why
      }
    }
    return null
  }
  const functionName = (fn: FunctionLike): string => (fn.name ? fn.name.getText() : '(anonymous)')

  // Calls from hot places make their callees hot, until nothing changes.
  const visitCalls = (node: ts.Node): void => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const callee = calleeOf(node)
      if (callee && hotReason(node) !== null) {
        const caller = ts.findAncestor(node.parent, isFunctionLike)
        markHot(callee, `in ${functionName(callee)}, called from ${caller ? functionName(caller) : 'module code'}`)
      }
    }
    ts.forEachChild(node, visitCalls)
  }
  for (const source of sources) visitCalls(source)
  while (pending.length) visitCalls(pending.pop()!)

  const findings: Finding[] = []
  const visitReads = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && isValueReference(node)) {
      const symbol = checker.getSymbolAtLocation(node)
      const declarations = symbol?.declarations ?? []
      const isGlobal =
        node.text === 'globalThis' ||
        // `x === undefined` compiles to a test, not a read; any other `undefined` is a global read.
        (node.text === 'undefined' &&
          !(
            ts.isBinaryExpression(node.parent) &&
            [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(
              node.parent.operatorToken.kind,
            )
          )) ||
        (declarations.length > 0 && declarations.every((d) => d.getSourceFile().isDeclarationFile))
      const why = isGlobal ? hotReason(node) : null
      if (why !== null) {
        const source = node.getSourceFile()
        const { line } = source.getLineAndCharacterOfPosition(node.getStart())
        findings.push({ file: source.fileName.slice(ROOT.length), line: line + 1, name: node.text, why })
      }
    }
    ts.forEachChild(node, visitReads)
  }
  for (const source of sources) visitReads(source)
  return findings
}

const format = (findings: readonly Finding[]): string[] =>
  findings.map(({ file, line, name, why }) => `${file}:${line}: global ${name} read ${why}`)

describe('hot paths of the core', () => {
  it('read no globals (hoist them into module constants)', () => {
    expect(format(hotGlobalReads(HOT_MODULES))).toEqual([])
  })

  it('the scan finds a global read in a loop, in a function called from a loop, and in a callback', () => {
    const file = 'src/core/dice.ts'
    const planted = `
export function planted(values: number[]): number {
  let total = 0
  for (const value of values) total += helper(value) < Infinity ? Math.abs(value) : 0
  values.sort((x, y) => Number(x) - y)
  if (values.length === 0) return Number.NaN
  for (const value of values) if (value < 0) throw new RangeError('negative')
  return total
}
function helper(value: number): number {
  return Math.max(value, 0) || undefined === undefined ? 1 : 0
}
`
    const path = ROOT + file
    const findings = format(hotGlobalReads([file], (p) => (p === path ? planted : undefined)))
    expect(findings).toEqual([
      'src/core/dice.ts:4: global Infinity read in a loop',
      'src/core/dice.ts:4: global Math read in a loop',
      'src/core/dice.ts:5: global Number read in a callback',
      'src/core/dice.ts:11: global Math read in helper, called from planted',
    ])
  })
})
