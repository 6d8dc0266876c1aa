/**
 * The names a game entry exports, values and types, as TypeScript's checker reads the entry file
 * (re-exports followed, `export *` included): the developers' guide allows a game entry 40.
 */
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** Every name exported by each entry (paths from the repository's root), sorted, with the values among them. */
export function entryExports(entries: readonly string[]): Record<string, { readonly names: string[]; readonly values: string[] }> {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const files = entries.map((e) => `${root}${e}`);
  const program = ts.createProgram(files, {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const out: Record<string, { names: string[]; values: string[] }> = {};
  entries.forEach((entry, i) => {
    const source = program.getSourceFile(files[i]!);
    const module = source === undefined ? undefined : checker.getSymbolAtLocation(source);
    if (module === undefined) throw new Error(`${entry}: not a module the checker reads`);
    const symbols = checker.getExportsOfModule(module);
    const resolved = (s: ts.Symbol) => (s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s);
    out[entry] = {
      names: symbols.map((s) => s.name).sort(),
      values: symbols
        .filter((s) => (resolved(s).flags & ts.SymbolFlags.Value) !== 0)
        .map((s) => s.name)
        .sort(),
    };
  });
  return out;
}
