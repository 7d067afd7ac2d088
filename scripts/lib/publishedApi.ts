import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {reactFigmaCompilerOptions} from '../../src/plugins/shared/exampleCompilerOptions';

/**
 * Names a reader can use on an export of react-figma@0.31.0, read from its published `.d.ts`: the props of a
 * component (every member of every union branch), or the static members of a class such as `StyleSheet`.
 */
export function publishedMemberNames(root: string, exportNames: readonly string[]): Map<string, string[]> {
  const probeDir = mkdtempSync(path.join(tmpdir(), 'rf-api-'));
  const probe = path.join(probeDir, 'probe.ts');
  writeFileSync(probe, `export * as api from 'react-figma';\n`);
  let program: ts.Program;
  try {
    program = ts.createProgram([probe], reactFigmaCompilerOptions(root));
  } finally {
    rmSync(probeDir, {recursive: true, force: true});
  }
  const checker = program.getTypeChecker();
  const probeFile = program.getSourceFile(probe);
  const moduleSymbol =
    probeFile && checker.getSymbolAtLocation((probeFile.statements[0] as ts.ExportDeclaration).moduleSpecifier!);
  if (!moduleSymbol) {
    throw new Error('react-figma types could not be loaded: is react-figma@0.31.0 installed?');
  }
  const exports = new Map(checker.getExportsOfModule(moduleSymbol).map((symbol) => [symbol.name, symbol]));
  const namesOf = (type: ts.Type): string[] =>
    type.isUnion() ? type.types.flatMap(namesOf) : checker.getPropertiesOfType(type).map((member) => member.name);

  return new Map(
    exportNames.map((exportName) => {
      const symbol = exports.get(exportName);
      if (!symbol) {
        throw new Error(`react-figma has no export named "${exportName}"`);
      }
      const resolved = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      const type = checker.getTypeOfSymbol(resolved);
      const [signature] = type.getCallSignatures();
      const isClass = Boolean(resolved.flags & ts.SymbolFlags.Class);
      const names = isClass
        ? namesOf(type).filter((name) => name !== 'prototype')
        : signature && signature.parameters[0]
          ? namesOf(checker.getTypeOfSymbol(signature.parameters[0]))
          : [];
      return [exportName, [...new Set(names)].sort()];
    }),
  );
}
