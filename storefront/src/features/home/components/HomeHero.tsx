import Button from 'antd/es/button';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ButtonLink';

interface HomeHeroProps {
  heading: string;
  onSearch: () => void;
}

export function HomeHero({ heading, onSearch }: HomeHeroProps) {
  const { t } = useTranslation();
  return (
    <section className="home-hero">
      <h1>{heading}</h1>
      <p>{t('home.hero.lead')}</p>
      <div className="home-hero__actions">
        <Button type="primary" size="large" icon={<SearchOutlined aria-hidden />} onClick={onSearch}>
          {t('common.topBar.searchAds')}
        </Button>
        <ButtonLink to="/AddPost" size="large" icon={<PlusOutlined aria-hidden />} ghost className="home-hero__post">
          {t('common.footer.postAd')}
        </ButtonLink>
      </div>
    </section>
  );
}
