import {
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BookOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  CoffeeOutlined,
  FileDoneOutlined,
  FlagOutlined,
  FormOutlined,
  GlobalOutlined,
  HistoryOutlined,
  IdcardOutlined,
  NotificationOutlined,
  ProfileOutlined,
  ReadOutlined,
  ScheduleOutlined,
  SelectOutlined,
  ShopOutlined,
  SolutionOutlined,
  SoundOutlined,
  StarOutlined,
  TeamOutlined,
  TrophyOutlined,
  UsergroupAddOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/**
 * The icons the home menu names (server `home-functions.ts`). Listed one by one instead of a
 * lookup into the whole icon package, which would put every icon into the home page's chunk.
 */
const icons: Record<string, ComponentType> = {
  AuditOutlined,
  BankOutlined,
  BookOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  CoffeeOutlined,
  FileDoneOutlined,
  FlagOutlined,
  FormOutlined,
  GlobalOutlined,
  HistoryOutlined,
  IdcardOutlined,
  NotificationOutlined,
  ProfileOutlined,
  ReadOutlined,
  ScheduleOutlined,
  SelectOutlined,
  ShopOutlined,
  SolutionOutlined,
  SoundOutlined,
  StarOutlined,
  TeamOutlined,
  TrophyOutlined,
  UsergroupAddOutlined,
  UserOutlined,
};

/** An unknown name (a menu entry added on the server first) falls back to a neutral icon. */
export function FunctionIcon({ name }: { name: string }) {
  const Icon = icons[name] ?? AppstoreOutlined;
  return <Icon />;
}
