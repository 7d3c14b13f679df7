import { useProfile } from '../../../api/get-profile';
import { useSession } from '../../../lib/session';

/**
 * Whether the signed-in viewer is the ad's seller: their display name (unique, and the one name an ad shows) is the
 * ad's, so the public ad answer needs no owner field that would tell others whose an ad is.
 */
export function useIsOwnAd(sellerName: string | undefined): boolean {
  const session = useSession();
  const { data: profile } = useProfile({ quiet: true, enabled: Boolean(session && sellerName) });
  return Boolean(profile?.displayName && profile.displayName === sellerName);
}
