import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Previous / Save-and-Continue under every step; the declaration adds its submit button. */
export function StepFooter({ first, saving, onPrev, onSave, saveText, extra }: {
  first?: boolean; saving: boolean; onPrev: () => void; onSave: () => void; saveText?: string; extra?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Space style={{ marginTop: 16 }}>
      {!first && <Button onClick={onPrev} data-testid="dd-prev">{t('doubleDegree.student.wizard.prev')}</Button>}
      <Button type="primary" loading={saving} onClick={onSave} data-testid="dd-save">{saveText ?? t('doubleDegree.student.wizard.saveContinue')}</Button>
      {extra}
    </Space>
  );
}
