import { SaveOutlined } from '@ant-design/icons';
import type { ResumeSection } from '@portal/contracts';
import { Alert, Button, Card, Skeleton, Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditor } from './editor-context.ts';

interface SectionCardProps {
  section: ResumeSection;
  title: string;
  hint?: ReactNode;
  loading: boolean;
  failed: boolean;
  saving: boolean;
  onSave: () => void;
  children: ReactNode;
}

/**
 * One section of the editor: its heading, the English editor's 'translate again' mark (the Chinese
 * section was saved after this one), its form and its own Save button.
 */
export function SectionCard({ section, title, hint, loading, failed, saving, onSave, children }: SectionCardProps) {
  const { t } = useTranslation();
  const { lang, stale } = useEditor();
  const isStale = lang === 'en' && stale.includes(section);
  const id = `resume-section-${section}`;
  return (
    <Card
      id={id}
      style={{ marginBottom: 16 }}
      data-testid={id}
      title={(
        <Space wrap size={8}>
          <h2 style={{ fontSize: 16, margin: 0 }}>{title}</h2>
          {isStale ? <Tag color="orange" data-testid="resume-section-stale">{t('resumes.editor.stale')}</Tag> : null}
        </Space>
      )}
    >
      {hint ? <Alert type="info" showIcon style={{ marginBottom: 12 }} title={hint} /> : null}
      {loading ? <Skeleton active /> : null}
      {failed ? <Alert type="error" showIcon title={t('resumes.editor.loadFailed')} /> : null}
      {loading || failed ? null : (
        <>
          {children}
          <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={onSave} data-testid={`${id}-save`}
            aria-label={t('resumes.editor.saveLabel', { section: title })}>
            {t('common.actions.save')}
          </Button>
        </>
      )}
    </Card>
  );
}
