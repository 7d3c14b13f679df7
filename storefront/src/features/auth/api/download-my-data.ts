import { api, attachmentName, settle } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/**
 * Everything Bazaar holds about the signed-in user, saved as the JSON file the API names (bazaar-data-YYYY-MM-DD.json).
 * Fetched here (same token, errors and 401 handling as any call) because a plain link would carry no token.
 */
export async function downloadMyData(): Promise<string> {
  const { data, response } = await settle(api.GET('/api/auth/me/export', { parseAs: 'blob' }), { notifyErrors: false });
  const filename = attachmentName(response) ?? `bazaar-data-${new Date().toISOString().slice(0, 10)}.json`;
  saveFile(data, filename);
  return filename;
}
