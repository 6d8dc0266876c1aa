/**
 * The whole library, for the REPL's `reglas` (`import * as reglas from './library.js'`). A module
 * of the command's own: a namespace of the root entry itself would be built in the chunk that
 * `reglas/render` and `reglas/rl` share with the root, and keep every export of the library in
 * their browser bundles.
 * @module
 */
export * from '../index.js';
