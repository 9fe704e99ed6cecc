import type { SelectionKind, SelectionPageType } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/date-format.ts';
import { TypedText } from '../../../../shared/typed-text.tsx';
import { selectionApi, selectionKeys } from '../selection-student.api.ts';

/** The rounds open for choosing now (SEL-C01, read on load), each with its end time. */
export function CurrentRoundsNotice({ pageType, kind }: { pageType: SelectionPageType; kind: SelectionKind }) {
  const { t } = useTranslation();
  const current = useQuery({ queryKey: [...selectionKeys.rounds(pageType, kind), 'current'], queryFn: () => selectionApi.current(pageType, kind) });
  const open = (current.data ?? []).filter((r) => r.isCurrentSelection);
  if (open.length === 0) return null;
  return (
    <Alert
      type="info" showIcon style={{ marginBottom: 12 }} data-testid="selection-open-now"
      message={open.map((r) => (
        <div key={r.id}>
          {t('selection.student.openNow')}<TypedText text={r.name} />{t('selection.student.openUntil', { end: formatDateTime(r.endTime) })}
        </div>
      ))}
    />
  );
}
