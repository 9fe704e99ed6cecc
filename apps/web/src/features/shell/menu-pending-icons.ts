/**
 * Icons of the home-menu entries of domains still to be built (server `menu-pending.data.ts`);
 * each moves to its feature's descriptor when that feature lands. Re-exported one by one, so the
 * shell's namespace import carries only these icons.
 */
export {
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
