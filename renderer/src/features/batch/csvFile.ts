// A CSV file chosen by the operator, as text. Spreadsheets on Windows often save in Windows-1252,
// not UTF-8; decoding those as UTF-8 would turn "São Paulo" into "S�o Paulo" and the address
// would be wrong on the label, so a file that is not valid UTF-8 is read as Windows-1252.
export async function readCsvFile(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
