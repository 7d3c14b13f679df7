/**
 * Saves a file the page already holds (one fetched with the token: a plain link would carry none) as a browser
 * download: a temporary object URL behind a temporary <a download>, both removed once the click has started it.
 */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task, not at once: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
