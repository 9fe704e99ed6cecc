import type { ResumeRow } from '@portal/contracts';
import { Switch } from 'antd';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../../shared/feedback.ts';
import { resumesApi, useResumeListMutation } from '../resumes.api.ts';

interface StatusSwitchProps {
  row: ResumeRow;
  field: 'isPublic' | 'isOptimize';
  disabled: boolean;
  label: string;
  'data-testid'?: string;
}

/**
 * The public or optimise switch of a row (RES-S03). It shows the new position while the call runs;
 * afterwards the list is read again, so a refusal (1104, 1105) puts it back where the server has it.
 */
export function StatusSwitch({ row, field, disabled, label, ...rest }: StatusSwitchProps) {
  const change = useResumeListMutation(resumesApi.changeStatus);
  const [pending, setPending] = useState<boolean | null>(null);

  const onChange = async (next: boolean) => {
    setPending(next);
    try {
      await change.mutateAsync({ id: row.id, [field]: next });
      notifySuccess();
    } catch (err) {
      notifyError(err, 'warning');
    } finally {
      setPending(null);
    }
  };

  return (
    <Switch checked={pending ?? row[field]} disabled={disabled} loading={change.isPending} aria-label={label}
      onChange={(next) => void onChange(next)} data-testid={rest['data-testid']} />
  );
}
