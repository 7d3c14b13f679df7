import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** Everything Bazaar holds about the signed-in user, saved as the JSON file the API names (bazaar-data-YYYY-MM-DD.json). */
export async function downloadMyData(): Promise<string> {
  const { blob, filename = `bazaar-data-${new Date().toISOString().slice(0, 10)}.json` } = await apiDownload('/auth/me/export', { notifyErrors: false });
  saveFile(blob, filename);
  return filename;
}
