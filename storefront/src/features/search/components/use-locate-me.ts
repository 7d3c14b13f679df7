import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../../lib/notify';
import { ALL_CATEGORIES } from '../../../lib/slug';
import { nearestDistrictQuery, roundPosition } from '../api/get-nearest-district';

/** "Locate me" widens the nearest district's results to this radius. */
export const LOCATE_ME_KM = 50;

/**
 * "Locate me" (issue 44): asks the browser for the position once, rounds it to 0.05° here, in the browser, asks the
 * nearest district and opens its results widened to LOCATE_ME_KM. Without permission, or on any error, it only says so.
 */
export function useLocateMe(): () => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    if (!('geolocation' in navigator)) {
      notify.warning(t('search.locate.unavailable'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        try {
          const district = await queryClient.fetchQuery(nearestDistrictQuery(roundPosition(coords.latitude), roundPosition(coords.longitude)));
          navigate(`/${ALL_CATEGORIES}/${district.slug}?withinKm=${LOCATE_ME_KM}`);
        } catch {
          notify.warning(t('search.locate.notFound'));
        }
      },
      (error) => notify.warning(error.code === error.PERMISSION_DENIED ? t('search.locate.denied') : t('search.locate.failed')),
      // A coarse, possibly cached fix is enough: it is rounded to about 5 km anyway.
      { enableHighAccuracy: false, maximumAge: 10 * 60_000, timeout: 20_000 },
    );
  }, [navigate, queryClient, t]);
}
