import { ClearOutlined, SaveOutlined } from '@ant-design/icons';
import type { ClassHomework } from '@portal/contracts';
import { Button, DatePicker, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPickerValue, toPickerValue } from '../../../../shared/date-format.ts';
import { confirmAsync, notifyError, notifySuccess } from '../../../../shared/feedback.ts';
import { classHomeworkApi, useHomeworkMutation } from '../class-homework.api.ts';

/**
 * The class's deadline (exclusive) in the school's time zone, whatever the browser's: the picker
 * shows and takes Beijing wall-clock times (shared/date-format.ts). Clearing asks first, since the
 * class then takes no homework.
 */
export function HomeworkDeadlineEditor({ homework }: { homework: ClassHomework }) {
  const { t } = useTranslation();
  const saved = homework.startClass.homeworkDeadline;
  const [value, setValue] = useState<Dayjs | null>(toPickerValue(saved));
  useEffect(() => setValue(toPickerValue(saved)), [saved]);
  const save = useHomeworkMutation(classHomeworkApi.setDeadline);
  const id = homework.startClass.id;

  const submit = async (deadline: string | null) => {
    try {
      await save.mutateAsync({ id, deadline });
      notifySuccess();
    } catch (err) {
      notifyError(err, 'warning');
    }
  };
  const clear = async () => {
    const ok = await confirmAsync({ title: t('teaching.homework.deadline.confirmClear'), okText: t('common.actions.confirm'), cancelText: t('common.actions.cancel') });
    if (ok) await submit(null);
  };
  return (
    <Space direction="vertical" size={4} data-testid="homework-deadline-editor">
      <Space wrap>
        <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" value={value} onChange={(v: Dayjs | null) => setValue(v)}
          aria-label={t('teaching.homework.fields.deadline')} data-testid="homework-deadline-picker" style={{ width: 200 }} />
        <Button type="primary" icon={<SaveOutlined />} disabled={!value} loading={save.isPending} onClick={() => void submit(fromPickerValue(value))} data-testid="homework-deadline-save">
          {t('teaching.homework.deadline.save')}
        </Button>
        {saved ? (
          <Button icon={<ClearOutlined />} onClick={() => void clear()} disabled={save.isPending} data-testid="homework-deadline-clear">{t('teaching.homework.deadline.clear')}</Button>
        ) : null}
      </Space>
      <Typography.Text type="secondary">{t('teaching.homework.deadline.hint')}</Typography.Text>
    </Space>
  );
}
