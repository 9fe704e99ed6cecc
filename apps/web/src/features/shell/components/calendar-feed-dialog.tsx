import { CopyOutlined, ReloadOutlined } from '@ant-design/icons';
import { calendarFeedSchema, type CalendarFeed } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/date-format.ts';
import { confirmAsync, notifyError, notifySuccess } from '../../../shared/feedback.ts';
import { http } from '../../../shared/http-client.ts';
import { shellKeys } from '../shell.api.ts';

const feedKey = () => [...shellKeys.all, 'calendar-feed'] as const;

/**
 * The personal calendar feed (RFC 5545) a phone or desktop calendar subscribes to. The server keeps
 * only the secret's hash, so the link is shown once, right after it is made; making a new one
 * stops the old one at once. Loaded on the first click of its button (calendar-feed-button.tsx).
 */
export function CalendarFeedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [made, setMade] = useState<CalendarFeed | null>(null);
  const state = useQuery({ queryKey: feedKey(), queryFn: ({ signal }) => http.get('/calendar/feed', calendarFeedSchema, { signal }), enabled: open });
  const regenerate = useMutation({
    mutationFn: () => http.post('/calendar/feed/regenerate', calendarFeedSchema),
    onSuccess: (feed) => {
      setMade(feed);
      void client.invalidateQueries({ queryKey: feedKey() });
    },
  });
  const exists = made?.exists ?? state.data?.exists ?? false;
  const make = async () => {
    if (exists && !(await confirmAsync({ title: t('shell.calendarFeed.confirmTitle'), content: t('shell.calendarFeed.confirmText') }))) return;
    try {
      await regenerate.mutateAsync();
    } catch (e) {
      notifyError(e);
    }
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notifySuccess(t('shell.calendarFeed.copied'));
    } catch {
      // Without clipboard permission the link stays selectable in the box.
    }
  };
  const createdAt = made?.createdAt ?? state.data?.createdAt;
  return (
    <Modal open={open} title={t('shell.calendarFeed.title')} onCancel={() => { onClose(); setMade(null); }} footer={null} destroyOnHidden>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph>{t('shell.calendarFeed.intro')}</Typography.Paragraph>
        {made?.url ? (
          <>
            <Alert type="warning" showIcon title={t('shell.calendarFeed.onlyOnce')} />
            <Space.Compact style={{ width: '100%' }}>
              <Input readOnly value={made.url} aria-label={t('shell.calendarFeed.link')} data-testid="calendar-feed-url" onFocus={(e) => e.target.select()} />
              <Button icon={<CopyOutlined />} data-testid="calendar-feed-copy" onClick={() => void copy(made.url!)}>{t('shell.calendarFeed.copy')}</Button>
            </Space.Compact>
          </>
        ) : (
          <Typography.Text type="secondary" data-testid="calendar-feed-state">
            {exists && createdAt ? t('shell.calendarFeed.exists', { at: formatDateTime(createdAt) }) : t('shell.calendarFeed.none')}
          </Typography.Text>
        )}
        <Button type="primary" icon={<ReloadOutlined />} loading={regenerate.isPending} data-testid="calendar-feed-make" onClick={() => void make()}>
          {exists ? t('shell.calendarFeed.regenerate') : t('shell.calendarFeed.make')}
        </Button>
      </Space>
    </Modal>
  );
}
