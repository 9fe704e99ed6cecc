import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { anonymiseAllowedOn } from '@portal/contracts';
import { Button, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../shared/download-file.ts';
import { confirmAsync, notifyError, notifySuccess } from '../../../shared/feedback.ts';
import { usePermission } from '../../../shared/permission-gate.tsx';
import { useAnonymisePerson, useExportPersonalData, usePersonalDataRules } from '../personal-data.api.ts';

/** The page rule of these two actions (server people.module.ts): administrators and student affairs. */
export const PERSONAL_DATA_PAGE = '/admin/personal-data';

export interface PersonalDataPerson {
  id: number;
  name: string;
  /** YYYY-MM-DD, or null while the person has not left. */
  leftOn: string | null;
  anonymisedAt: string | null;
}

/**
 * The person page's two personal-data actions (docs/privacy.md): the export downloads the zip; the
 * anonymisation is enabled once the person left N years ago, says why not otherwise, and asks for a
 * confirmation that names the person and says it cannot be undone. Hidden from who may not use them.
 */
export function PersonalDataActions({ person, onAnonymised }: { person: PersonalDataPerson; onAnonymised?: () => void }) {
  const { t } = useTranslation();
  const s = (key: string, params: Record<string, unknown> = {}) => t(`people.personalData.${key}`, params);
  const mayExport = usePermission('export', PERSONAL_DATA_PAGE);
  const mayAnonymise = usePermission('delete', PERSONAL_DATA_PAGE);
  const rules = usePersonalDataRules(mayAnonymise);
  const exporting = useExportPersonalData();
  const anonymising = useAnonymisePerson();
  if (!mayExport && !mayAnonymise) return null;

  const allowedOn = rules.data ? anonymiseAllowedOn(person.leftOn, rules.data.anonymiseAfterYears) : null;
  const why = person.anonymisedAt ? s('alreadyAnonymised')
    : !person.leftOn ? s('notLeft')
      : rules.data && allowedOn && allowedOn > rules.data.today ? s('tooRecent', { years: rules.data.anonymiseAfterYears, date: allowedOn })
        : null;
  const eligible = !!rules.data && why === null;

  const onExport = async () => {
    try {
      const file = await exporting.mutateAsync(person.id);
      downloadFile(file.fileUrl, file.fileName);
      notifySuccess(s('exported', { name: person.name }));
    } catch (err) {
      notifyError(err);
    }
  };

  const onAnonymise = async () => {
    const go = await confirmAsync({
      title: s('confirmTitle', { name: person.name }), content: s('confirmBody'),
      okText: s('confirmOk'), okButtonProps: { danger: true }, cancelText: t('common.actions.cancel'),
    });
    if (!go) return;
    try {
      const done = await anonymising.mutateAsync(person.id);
      notifySuccess(s('anonymised', { name: person.name, files: done.removedFiles }));
      onAnonymised?.();
    } catch (err) {
      notifyError(err);
    }
  };

  return (
    <Space wrap>
      {mayExport && (
        <Button icon={<DownloadOutlined />} loading={exporting.isPending} onClick={() => void onExport()} data-testid="personal-data-export">
          {s('export')}
        </Button>
      )}
      {mayAnonymise && (
        <Tooltip title={why}>
          <Button danger icon={<DeleteOutlined />} disabled={!eligible} loading={anonymising.isPending} onClick={() => void onAnonymise()} data-testid="personal-data-anonymise">
            {s('anonymise')}
          </Button>
        </Tooltip>
      )}
    </Space>
  );
}
