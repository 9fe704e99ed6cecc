import '../evaluation.css';
import { ArrowLeftOutlined, CompassOutlined, MailOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Placeholder } from '../../../../shared/panel.tsx';
import { useEvaluationSettings } from '../evaluation.api.ts';

function Tile({ icon, title, text, onClick, testId }: { icon: ReactNode; title: string; text: string; onClick: () => void; testId: string }) {
  return (
    <button type="button" className="career-eval-tile" onClick={onClick} data-testid={testId}>
      <span className="career-eval-tile-icon" aria-hidden="true">{icon}</span>
      <span>
        <span className="career-eval-tile-title">{title}</span>
        <span className="career-eval-tile-text">{text}</span>
      </span>
    </button>
  );
}

/**
 * Professional evaluation (CAR-R05, CAR-U05): two tiles. The first confirms before sending the student
 * to the external assessment, which opens in a new window without access to the portal's (noopener);
 * the second gives the career centre's address. Both come from the office's settings (CAR-G07).
 */
export function EvaluationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const settings = useEvaluationSettings();
  const [open, setOpen] = useState<'assessment' | 'contact' | null>(null);
  const close = () => setOpen(null);
  const s = settings.data;

  return (
    <div className="page-width page-block" data-testid="evaluation-page">
      <Card
        title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('careers.evaluation.title')}</h1>}
        extra={<Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/')} data-testid="evaluation-back">{t('common.actions.back')}</Button>}
      >
        {s ? (
          <div className="career-eval-tiles">
            <Tile testId="evaluation-tile-assessment" icon={<CompassOutlined />} title={t('careers.evaluation.assessment.title')}
              text={t('careers.evaluation.assessment.text')} onClick={() => setOpen('assessment')} />
            <Tile testId="evaluation-tile-contact" icon={<MailOutlined />} title={t('careers.evaluation.contact.title')}
              text={t('careers.evaluation.contact.text')} onClick={() => setOpen('contact')} />
          </div>
        ) : <Placeholder rows={3} />}
      </Card>
      {s ? (
        <>
          <Modal open={open === 'assessment'} title={t('careers.evaluation.confirm.title')} onCancel={close} destroyOnHidden
            footer={[
              <Button key="cancel" onClick={close} data-testid="evaluation-cancel">{t('common.actions.cancel')}</Button>,
              // A link rather than window.open: it is what it says, and no popup blocker stands in its way.
              <Button key="go" type="primary" href={s.evaluationUrl} target="_blank" rel="noopener noreferrer" onClick={close} data-testid="evaluation-go">
                {t('careers.evaluation.confirm.go')}
              </Button>,
            ]}>
            <div data-testid="evaluation-confirm">
              <p>{t('careers.evaluation.confirm.intro')}</p>
              <span className="career-eval-link" data-testid="evaluation-link">{s.evaluationUrl}</span>
              <Alert type="warning" showIcon message={t('careers.evaluation.confirm.warning')} />
            </div>
          </Modal>
          <Modal open={open === 'contact'} title={t('careers.evaluation.contact.title')} onCancel={close} destroyOnHidden
            footer={<Button type="primary" onClick={close} data-testid="evaluation-contact-close">{t('common.actions.close')}</Button>}>
            <div data-testid="evaluation-contact">
              <p>{t('careers.evaluation.contact.tip')}</p>
              <a href={`mailto:${s.contactEmail}`} data-testid="evaluation-contact-email">{s.contactEmail}</a>
            </div>
          </Modal>
        </>
      ) : null}
    </div>
  );
}
