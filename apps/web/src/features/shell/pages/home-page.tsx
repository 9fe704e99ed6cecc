import { BulletinList } from '../components/bulletin-list.tsx';
import { FunctionGroups } from '../components/function-groups.tsx';
import { HomeCalendar } from '../components/home-calendar.tsx';
import { HomeNotifications } from '../notifications/home-notifications.tsx';

/**
 * Home (selection.md §2.3): 1200 px wide, the calendar on the left, the newest bulletins on the
 * right, the function groups below; above them the newest unread notifications, when there are any.
 */
export function HomePage() {
  return (
    <div className="page-width page-block home-page" data-testid="home-page">
      <HomeNotifications />
      <div className="home-top">
        <div className="home-left">
          <HomeCalendar />
        </div>
        <div className="home-right">
          <BulletinList />
        </div>
      </div>
      <FunctionGroups />
    </div>
  );
}
