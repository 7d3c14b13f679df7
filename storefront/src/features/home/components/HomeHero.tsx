import Button from 'antd/es/button';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { ButtonLink } from '../../../components/ButtonLink';

interface HomeHeroProps {
  heading: string;
  onSearch: () => void;
}

export function HomeHero({ heading, onSearch }: HomeHeroProps) {
  return (
    <section className="home-hero">
      <h1>{heading}</h1>
      <p>Personal ads from adults in every state and city of India. Browse freely, post your own in minutes.</p>
      <div className="home-hero__actions">
        <Button type="primary" size="large" icon={<SearchOutlined />} onClick={onSearch}>
          Search ads
        </Button>
        <ButtonLink to="/AddPost" size="large" icon={<PlusOutlined />} ghost className="home-hero__post">
          Post an ad
        </ButtonLink>
      </div>
    </section>
  );
}
