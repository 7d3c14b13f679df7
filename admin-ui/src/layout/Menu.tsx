import AdminIcon from '@mui/icons-material/AdminPanelSettings';
import CategoryIcon from '@mui/icons-material/Category';
import DescriptionIcon from '@mui/icons-material/Description';
import FlagIcon from '@mui/icons-material/Flag';
import HistoryIcon from '@mui/icons-material/History';
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
import ReportIcon from '@mui/icons-material/ReportGmailerrorred';
import RuleIcon from '@mui/icons-material/Rule';
import TuneIcon from '@mui/icons-material/Tune';
import { useState } from 'react';
import { Menu as RaMenu } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { MenuGroup } from './MenuGroup';

/** The seed's side navigation, reduced to the screens that exist (no dead links). */
const GROUPS = [
  {
    label: 'Listing',
    icon: <StorefrontIcon />,
    items: [
      { to: '/review-queue', text: 'Review queue', icon: <RateReviewIcon /> },
      { to: '/ads', text: 'List', icon: <ListIcon /> },
      { to: '/categories', text: 'Categories', icon: <CategoryIcon /> },
      { to: '/reports', text: 'Reports', icon: <FlagIcon /> },
      { to: '/reported-ads', text: 'Reports by ad', icon: <ReportIcon /> },
    ],
  },
  {
    label: 'Users',
    icon: <PeopleIcon />,
    items: [
      { to: '/users', text: 'List', icon: <ListIcon /> },
      { to: '/users/create', text: 'Register admin', icon: <AdminIcon /> },
    ],
  },
  {
    label: 'Payments',
    icon: <PaymentsIcon />,
    items: [
      { to: '/payments', text: 'Transactions', icon: <ReceiptIcon /> },
      { to: '/qr-codes', text: 'Banking', icon: <QrCodeIcon /> },
    ],
  },
  {
    label: 'SEO',
    icon: <SearchIcon />,
    items: [
      { to: '/blogs', text: 'Blogs', icon: <ArticleIcon /> },
      { to: '/descriptions', text: 'Description', icon: <DescriptionIcon /> },
      { to: '/locations', text: 'Locations', icon: <PlaceIcon /> },
    ],
  },
  {
    label: 'Popular City',
    icon: <LocationCityIcon />,
    items: [
      { to: '/popular-locations/create', text: 'Add City', icon: <AddLocationIcon /> },
      { to: '/popular-locations', text: 'List', icon: <ListIcon /> },
    ],
  },
  {
    label: 'Settings',
    icon: <SettingsIcon />,
    items: [
      { to: '/packages', text: 'Packages', icon: <InventoryIcon /> },
      { to: '/time-slots', text: 'Time slots', icon: <ScheduleIcon /> },
      { to: '/blacklist', text: 'Black List', icon: <BlockIcon /> },
      { to: '/moderation-settings/1', text: 'Moderation', icon: <TuneIcon /> },
      { to: '/rejection-reasons', text: 'Rejection reasons', icon: <RuleIcon /> },
      { to: '/audit-entries', text: 'Audit log', icon: <HistoryIcon /> },
    ],
  },
];

const groupOf = (pathname: string) => GROUPS.find((group) => group.items.some((item) => pathname === item.to || pathname.startsWith(`${item.to}/`)))?.label ?? null;

/** One group open at a time: opening one closes the others; clicking the open one closes it. */
export function Menu() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState<string | null>(() => groupOf(pathname));
  return (
    <RaMenu>
      <RaMenu.DashboardItem />
      {GROUPS.map((group) => (
        <MenuGroup key={group.label} label={group.label} icon={group.icon} open={open === group.label} onToggle={() => setOpen((current) => (current === group.label ? null : group.label))}>
          {group.items.map((item) => (
            <RaMenu.Item key={item.to} to={item.to} primaryText={item.text} leftIcon={item.icon} />
          ))}
        </MenuGroup>
      ))}
    </RaMenu>
  );
}
