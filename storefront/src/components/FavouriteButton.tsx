import HeartFilled from '@ant-design/icons/HeartFilled';
import HeartOutlined from '@ant-design/icons/HeartOutlined';
import type { AdSummary } from '../api/types';
import { toggleFavourite, useFavourites } from '../lib/favourites';
import { useTranslation } from 'react-i18next';

/** The heart on a card (an icon) and on the ad page (`labelled`, with its words). A toggle: aria-pressed says whether the ad is saved. */
export function FavouriteButton({ ad, labelled = false, className = '' }: { ad: AdSummary; labelled?: boolean; className?: string }) {
  const { ids, loaded } = useFavourites();
  const saved = ids.has(ad.id);
  const { t } = useTranslation();
  const label = saved ? t('common.favourite.remove') : t('common.favourite.add');
  return (
    <button
      type="button"
      className={`favourite-button${saved ? ' favourite-button--saved' : ''}${labelled ? ' favourite-button--labelled' : ''} ${className}`}
      aria-pressed={saved}
      aria-label={labelled ? undefined : label}
      title={labelled ? undefined : label}
      disabled={!loaded}
      onClick={() => void toggleFavourite(ad)}
    >
      {saved ? <HeartFilled aria-hidden /> : <HeartOutlined aria-hidden />}
      {labelled ? <span>{label}</span> : null}
    </button>
  );
}
