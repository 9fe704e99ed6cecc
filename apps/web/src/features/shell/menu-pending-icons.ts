import {
  AuditOutlined,
  BankOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  CoffeeOutlined,
  FileDoneOutlined,
  FlagOutlined,
  GlobalOutlined,
  IdcardOutlined,
  ProfileOutlined,
  ReadOutlined,
  ScheduleOutlined,
  ShopOutlined,
  SolutionOutlined,
  SoundOutlined,
  TrophyOutlined,
  UsergroupAddOutlined,
  UserOutlined,
} from '@ant-design/icons';

/**
 * Icons of the home-menu entries of domains still to be built (server `menu-pending.data.ts`);
 * each moves to its feature's descriptor when that feature lands.
 */
export const pendingMenuIcons = {
  AuditOutlined,
  BankOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  CoffeeOutlined,
  FileDoneOutlined,
  FlagOutlined,
  GlobalOutlined,
  IdcardOutlined,
  ProfileOutlined,
  ReadOutlined,
  ScheduleOutlined,
  ShopOutlined,
  SolutionOutlined,
  SoundOutlined,
  TrophyOutlined,
  UsergroupAddOutlined,
  UserOutlined,
};
