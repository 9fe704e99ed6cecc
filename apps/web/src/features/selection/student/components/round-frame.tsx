import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadingCard } from '../../../../shared/panel.tsx';

interface RoundFrameProps {
  /** Undefined while the round loads; null when the student has no such round. */
  found: boolean | undefined;
  title: ReactNode;
  backTo: string;
  extra?: ReactNode;
  className: string;
  testId: string;
  children: ReactNode;
}

/** The frame of a round's teacher list: its title, back to the round list, and 'not found' for a round the student is not in. */
export function RoundFrame({ found, title, backTo, extra, className, testId, children }: RoundFrameProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(backTo)} data-testid="selection-back">{t('selection.student.back')}</Button>
  );
  if (found === undefined) return <LoadingCard />;
  return (
    <div className={`${className} page-block`} data-testid={testId}>
      {found ? (
        <Card title={<h1 className="selection-title">{title}</h1>} extra={<>{extra}{back}</>}>{children}</Card>
      ) : (
        <Card><Result status="warning" title={t('selection.student.notFound')} extra={back} data-testid="selection-not-found" /></Card>
      )}
    </div>
  );
}
