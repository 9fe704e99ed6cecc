import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSelectCount } from '../selection-student.api.ts';

/** The choices used and allowed in a current round (SEL-N04), read again after every choice. */
export function SelectCountText({ selectionId }: { selectionId: number }) {
  const { t } = useTranslation();
  const count = useSelectCount(selectionId, true);
  if (!count.data) return null;
  return (
    <Alert
      type="info" showIcon style={{ marginBottom: 12 }} data-testid="selection-count"
      message={t('selection.student.countUsed', { used: count.data.selectedTimes, allowed: count.data.studentSelectionTimes })}
    />
  );
}
