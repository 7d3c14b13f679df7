import { attachmentName, settle, type CallOptions } from './api-client';

/**
 * Saves a file the page already holds (such as one fetched with the token) as a browser download:
 * a temporary object URL behind a temporary <a download>, both removed once the click has started it.
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

/**
 * Fetches a file the API sends only to a signed-in caller (`api.GET(…, { parseAs: 'blob' })`: a plain link would carry
 * no token) and saves it as the file the API names (Content-Disposition), else as `fallbackName`. Answers the name
 * it was saved as; a refusal throws as `settle` throws it (shown as a toast unless `notifyErrors` says otherwise).
 */
export async function downloadFile(call: Parameters<typeof settle<Blob>>[0], fallbackName: string, options?: CallOptions): Promise<string> {
  const { data, response } = await settle(call, options);
  const filename = attachmentName(response) ?? fallbackName;
  saveFile(data, filename);
  return filename;
}
