import { runWorkload } from './workload.js'
console.log(JSON.stringify(runWorkload()))
