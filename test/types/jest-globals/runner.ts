// Jest's globals, as a module the shared type tests can import.
const globalExpect = expect
const globalTest = test
export { globalExpect as expect, globalTest as test }
