import AdminIcon from '@mui/icons-material/AdminPanelSettings';
import BankIcon from '@mui/icons-material/AccountBalance';
import CampaignIcon from '@mui/icons-material/Campaign';
import CategoryIcon from '@mui/icons-material/Category';
import DescriptionIcon from '@mui/icons-material/Description';
import FlagIcon from '@mui/icons-material/Flag';
import GavelIcon from '@mui/icons-material/Gavel';
import HistoryIcon from '@mui/icons-material/History';
import InsightsIcon from '@mui/icons-material/Insights';
import ListIcon from '@mui/icons-material/List';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import PlaceIcon from '@mui/icons-material/Place';
import QrCodeIcon from '@mui/icons-material/QrCode2';
import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SearchIcon from '@mui/icons-material/TravelExplore';
import SettingsIcon from '@mui/icons-material/Settings';
import BlockIcon from '@mui/icons-material/Block';
import StorefrontIcon from '@mui/icons-material/Storefront';
import ArticleIcon from '@mui/icons-material/Article';
import AddLocationIcon from '@mui/icons-material/AddLocationAlt';
import InventoryIcon from '@mui/icons-material/Inventory2';
import RateReviewIcon from '@mui/icons-material/RateReview';
import PhotoVerifyIcon from '@mui/icons-material/HowToReg';
import ReportIcon from '@mui/icons-material/ReportGmailerrorred';
import RuleIcon from '@mui/icons-material/Rule';
import TuneIcon from '@mui/icons-material/Tune';
import DetailsIcon from '@mui/icons-material/ListAlt';
import ContactIcon from '@mui/icons-material/ContactMail';
import BreachIcon from '@mui/icons-material/GppMaybe';
import { useState } from 'react';
import { Menu as RaMenu, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { MenuGroup } from './MenuGroup';

/** The seed's side navigation, reduced to the screens that exist (no dead links); labels are translation keys (i18n/en.json). */
const GROUPS = [
  {
    label: 'app.menu.listing',
    icon: <StorefrontIcon />,
    items: [
      { to: '/review-queue', text: 'app.menu.review_queue', icon: <RateReviewIcon /> },
      { to: '/photo-verifications', text: 'app.menu.photo_verification', icon: <PhotoVerifyIcon /> },
      { to: '/ads', text: 'app.menu.list', icon: <ListIcon /> },
      { to: '/categories', text: 'app.menu.categories', icon: <CategoryIcon /> },
      { to: '/category-fields', text: 'app.menu.category_fields', icon: <DetailsIcon /> },
      { to: '/reports', text: 'app.menu.reports', icon: <FlagIcon /> },
      { to: '/reported-ads', text: 'app.menu.reports_by_ad', icon: <ReportIcon /> },
      { to: '/complaints', text: 'app.menu.complaints', icon: <GavelIcon /> },
    ],
  },
  {
    label: 'app.menu.users',
    icon: <PeopleIcon />,
    items: [
      { to: '/users', text: 'app.menu.list', icon: <ListIcon /> },
      { to: '/users/create', text: 'app.menu.register_admin', icon: <AdminIcon /> },
    ],
  },
  {
    label: 'app.menu.payments',
    icon: <PaymentsIcon />,
    items: [
      { to: '/payments', text: 'app.menu.transactions', icon: <ReceiptIcon /> },
      { to: '/qr-codes', text: 'app.menu.banking', icon: <QrCodeIcon /> },
      { to: '/bank-statements', text: 'app.menu.bank_statements', icon: <BankIcon /> },
      { to: '/promotions', text: 'app.menu.promotions', icon: <CampaignIcon /> },
      { to: '/finance', text: 'app.menu.finance', icon: <InsightsIcon /> },
    ],
  },
  {
    label: 'app.menu.seo',
    icon: <SearchIcon />,
    items: [
      { to: '/blogs', text: 'app.menu.blogs', icon: <ArticleIcon /> },
      { to: '/descriptions', text: 'app.menu.description', icon: <DescriptionIcon /> },
      { to: '/locations', text: 'app.menu.locations', icon: <PlaceIcon /> },
    ],
  },
  {
    label: 'app.menu.popular_city',
    icon: <LocationCityIcon />,
    items: [
      { to: '/popular-locations/create', text: 'app.menu.add_city', icon: <AddLocationIcon /> },
      { to: '/popular-locations', text: 'app.menu.list', icon: <ListIcon /> },
    ],
  },
  {
    label: 'app.menu.settings',
    icon: <SettingsIcon />,
    items: [
      { to: '/packages', text: 'app.menu.packages', icon: <InventoryIcon /> },
      { to: '/time-slots', text: 'app.menu.time_slots', icon: <ScheduleIcon /> },
      { to: '/blacklist', text: 'app.menu.black_list', icon: <BlockIcon /> },
      { to: '/moderation-settings/1', text: 'app.menu.moderation', icon: <TuneIcon /> },
      { to: '/site-settings/1', text: 'app.menu.site_settings', icon: <ContactIcon /> },
      { to: '/rejection-reasons', text: 'app.menu.rejection_reasons', icon: <RuleIcon /> },
      { to: '/audit-entries', text: 'app.menu.audit_log', icon: <HistoryIcon /> },
      { to: '/breaches', text: 'app.menu.breaches', icon: <BreachIcon /> },
    ],
  },
];

const groupOf = (pathname: string) => GROUPS.find((group) => group.items.some((item) => pathname === item.to || pathname.startsWith(`${item.to}/`)))?.label ?? null;

/** One group open at a time: opening one closes the others; clicking the open one closes it. */
export function Menu() {
  const { pathname } = useLocation();
  const translate = useTranslate();
  const [open, setOpen] = useState<string | null>(() => groupOf(pathname));
  return (
    <RaMenu>
      <RaMenu.DashboardItem />
      {GROUPS.map((group) => (
        <MenuGroup key={group.label} label={translate(group.label)} icon={group.icon} open={open === group.label} onToggle={() => setOpen((current) => (current === group.label ? null : group.label))}>
          {group.items.map((item) => (
            <RaMenu.Item key={item.to} to={item.to} primaryText={item.text} leftIcon={item.icon} />
          ))}
        </MenuGroup>
      ))}
    </RaMenu>
  );
}
