// What the lint layer tests share: ESLint as the project configures it, run on made-up files.
// The cases are files that exist only in the tests, so no tsconfig holds them: the rules that read
// types are off for them (the layer rules read only the source).
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: tseslint.configs.disableTypeChecked });

/** The rule ids lint reports for `code` as if it stood at `filePath`. */
export async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  // A case lint could not parse would pass every `not.toContain`: it fails instead.
  const fatal = result?.messages.find((m) => m.fatal);
  if (fatal) throw new Error(`${filePath}: ${fatal.message}`);
  return (result?.messages ?? []).map((m) => m.ruleId ?? 'fatal');
}

/** A module that imports `name` from `from` and uses it. */
export const importing = (name: string, from: string) =>
  `import { ${name} } from '${from}';\nexport const a = ${name};\n`;
