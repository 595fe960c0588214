#!/usr/bin/env node
import { main } from './cli/main.js'

process.exitCode = await main(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  env: process.env,
  cwd: process.cwd(),
  isTTY: process.stdout.isTTY === true,
  columns: process.stdout.columns,
  now: () => new Date(),
})
