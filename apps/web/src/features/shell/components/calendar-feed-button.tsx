import { CalendarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The dialog and what it needs (Modal, Input, Alert…) load on the first click: the home page is the
// first page of every visit and carries the button only (apps/web/scripts/bundle-size.mjs).
const CalendarFeedDialog = lazy(() => import('./calendar-feed-dialog.tsx').then((m) => ({ default: m.CalendarFeedDialog })));

/** Opens the personal calendar feed dialog (calendar-feed-dialog.tsx). */
export function CalendarFeedButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button size="small" icon={<CalendarOutlined />} data-testid="calendar-feed-open" onClick={() => { setWanted(true); setOpen(true); }}>
        {t('shell.calendarFeed.button')}
      </Button>
      {wanted ? <Suspense fallback={null}><CalendarFeedDialog open={open} onClose={() => setOpen(false)} /></Suspense> : null}
    </>
  );
}
