import { leftReasons, type LeftReason, type PeopleImportAbsent } from '@portal/contracts';
import { Alert, Checkbox, DatePicker, InputNumber, Select, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';

export interface AbsentChoice {
  mark: boolean;
  leftOn: Dayjs | null;
  reason: LeftReason;
  limitPercent: number;
}

interface Props {
  absent: PeopleImportAbsent;
  defaultLimit: number;
  value: AbsentChoice;
  onChange: (next: AbsentChoice) => void;
}

/**
 * 'Mark the people absent from the file as left': off by default; the preview's count and the first
 * of them, the date, the reason, and this import's limit (the change threshold), which the server
 * enforces again at the confirm.
 */
export function ImportAbsentOption({ absent, defaultLimit, value, onChange }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<AbsentChoice>) => onChange({ ...value, ...patch });
  if (absent.count === 0) return <Typography.Paragraph type="secondary">{t('people.import.absent.none')}</Typography.Paragraph>;
  const over = absent.sharePercent > value.limitPercent;
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="import-absent">
      <Typography.Text>{t('people.import.absent.count', { count: absent.count, share: absent.sharePercent, active: absent.active })}</Typography.Text>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {absent.people.slice(0, 20).map((p) => `${p.number} ${p.name}`).join('、')}
        {absent.count > 20 ? ` ${t('people.import.absent.more', { count: absent.count - 20 })}` : ''}
      </Typography.Paragraph>
      <Checkbox checked={value.mark} onChange={(e) => set({ mark: e.target.checked })} data-testid="import-absent-mark">{t('people.import.absent.mark')}</Checkbox>
      {value.mark ? (
        <Space wrap>
          <span>{t('people.import.absent.leftOn')}</span>
          <DatePicker value={value.leftOn} onChange={(d) => set({ leftOn: d })} data-testid="import-absent-date" />
          <span>{t('people.import.absent.reason')}</span>
          <Select<LeftReason>
            style={{ width: 140 }} value={value.reason} onChange={(reason) => set({ reason })}
            options={leftReasons.map((r) => ({ value: r, label: t(`people.import.absent.reasons.${r}`) }))}
          />
          <span>{t('people.import.absent.limit')}</span>
          <InputNumber min={0} max={100} value={value.limitPercent} onChange={(n) => set({ limitPercent: n ?? defaultLimit })} data-testid="import-absent-limit" />
        </Space>
      ) : null}
      {value.mark ? <Typography.Text type="secondary">{t('people.import.absent.limitHint', { limit: defaultLimit })}</Typography.Text> : null}
      {value.mark && over ? <Alert type="warning" showIcon title={t('people.import.absent.over')} /> : null}
    </Space>
  );
}
