import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/save-file';

/** Everything Bazaar holds about the signed-in user, saved as the JSON file the API names (bazaar-data-YYYY-MM-DD.json). */
export function downloadMyData(): Promise<string> {
  return downloadFile(api.GET('/api/auth/me/export', { parseAs: 'blob' }), `bazaar-data-${new Date().toISOString().slice(0, 10)}.json`, { notifyErrors: false });
}
