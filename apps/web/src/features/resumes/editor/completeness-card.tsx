import { CheckCircleTwoTone, ExclamationCircleOutlined } from '@ant-design/icons';
import type { ResumeBase } from '@portal/contracts';
import { Card, Progress, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/date-format.ts';

/**
 * The completeness the server computed from what is saved (RES-U07, RES-G01): the total and, per
 * scored group, its points and what it still lacks, in words.
 */
export function CompletenessCard({ base, title }: { base: ResumeBase; title: string }) {
  const { t } = useTranslation();
  const lack = (l: string) => t(`resumes.editor.lacks.${l}`, { defaultValue: l });
  return (
    <Card style={{ marginBottom: 16 }} data-testid="resume-completeness-card"
      title={<h2 style={{ fontSize: 16, margin: 0 }}>{title}</h2>}>
      <Space align="center" size={16} wrap style={{ marginBottom: 12 }}>
        <Progress type="circle" size={72} percent={base.howComplete} aria-hidden />
        <div>
          <div style={{ fontSize: 20 }}>
            {t('resumes.editor.completeness')}: <strong data-testid="resume-how-complete">{base.howComplete}%</strong>
          </div>
          <Space size={8} wrap>
            {base.isSubmit ? <Tag color="green" data-testid="resume-submitted">{t('resumes.editor.submitted')}</Tag> : <Tag>{t('resumes.editor.notSubmitted')}</Tag>}
            {base.lastModificationTime ? <span>{t('resumes.editor.modified', { time: formatDateTime(base.lastModificationTime) })}</span> : null}
          </Space>
        </div>
      </Space>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="resume-groups">
        {base.groups.filter((g) => g.weight > 0).map((g) => {
          const earned = g.earned >= g.weight && g.lacks.length === 0;
          return (
            <li key={g.group} data-testid={`resume-group-${g.group}`} style={{ padding: '2px 0' }}>
              {earned ? <CheckCircleTwoTone twoToneColor="#237804" aria-hidden /> : <ExclamationCircleOutlined style={{ color: '#ad4e00' }} aria-hidden />}{' '}
              <strong>{t(`resumes.editor.groups.${g.group}`)}</strong>{' '}
              {t('resumes.editor.points', { earned: g.earned, weight: g.weight })}
              {g.required ? null : <> · {t('resumes.editor.optionalGroup')}</>}
              {earned ? null : <> · {t('resumes.editor.lacking', { items: g.lacks.map(lack).join(t('resumes.editor.listSeparator')) })}</>}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
