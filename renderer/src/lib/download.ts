// Saving a file the desk made (a CSV export, a PDF pickup list, the batch template): a Blob link
// clicked once. The page needs no file-system access; Electron and the browser both treat a
// link with `download` as a download (save dialog or download bar), not as a navigation.
export function saveFile(fileName: string, data: string | Uint8Array, type: string): void {
  const url = URL.createObjectURL(new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some engines read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** CSV for a spreadsheet: Excel on Windows reads UTF-8 accents only after a byte-order mark (one, never two). */
export function saveCsv(fileName: string, csv: string): void {
  saveFile(fileName, csv.startsWith('\uFEFF') ? csv : `\uFEFF${csv}`, 'text/csv;charset=utf-8');
}
