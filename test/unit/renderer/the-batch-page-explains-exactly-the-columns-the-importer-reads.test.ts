// Issue 13, item 9: the batch CSV's columns are one list (BATCH_CSV_COLUMNS, electron/shared/desk/batch.ts)
// that main's importer reads and the template download writes. The empty batch page explains them
// in both languages by name (`backticked`): every column the importer reads is explained, and no
// name is explained that the importer would refuse, so renaming a column without its help fails here.
import { describe, expect, it } from 'vitest';
import { BATCH_CSV_COLUMNS } from '../../../electron/shared/desk';
import { en } from '../../../electron/shared/messages/en';
import { ptBR } from '../../../electron/shared/messages/pt-BR';

/** The backticked words of the column help that read as a column name (values like `NFE` or `1,5` do not). */
const namesIn = (columns: Record<string, { text: string }>) =>
  new Set(
    Object.values(columns)
      .flatMap(({ text }) => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]!))
      .filter((word) => /^[a-z][A-Za-z]+$/.test(word)),
  );

describe('the batch page’s column help', () => {
  it.each([
    ['pt-BR', ptBR.batch.columns],
    ['en', en.batch.columns],
  ])('in %s names every column the importer reads, and only those', (_language, columns) => {
    expect([...namesIn(columns)].sort()).toEqual([...BATCH_CSV_COLUMNS].sort());
  });
});
