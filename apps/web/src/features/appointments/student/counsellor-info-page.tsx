import { ArrowLeftOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Avatar, Button, Card, Descriptions, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { Placeholder } from '../../../shared/panel.tsx';
import { appointmentKeys, appointmentsApi } from '../appointments.api.ts';

/** Counsellor detail (BOOK-R02, U06): name, photo, gender, subscribe count, introduction, good-at; English versions in en-US. */
export function CounsellorInfoPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const detail = useQuery({ queryKey: appointmentKeys.counsellor(id), queryFn: () => appointmentsApi.counsellor(id), enabled: id > 0 });
  const c = detail.data;
  const f = (key: string) => t(`appointments.student.counsellor.${key}`);
  const name = c ? pickText(lang, c.name, c.nameEn) : '';

  return (
    <div className="page-width page-block" data-testid="counsellor-info-page">
      <Card
        title={<h1 style={{ fontSize: 18, margin: 0 }}>{name || f('title')}</h1>}
        extra={<Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/appointment/index')} data-testid="counsellor-info-back">{t('common.actions.back')}</Button>}
      >
        {detail.isError ? <Alert type="error" showIcon title={t('appointments.student.loadFailed')} /> : null}
        {detail.isLoading ? <Placeholder /> : null}
        {c ? (
          <Space align="start" size={24} wrap data-testid="counsellor-info">
            {c.photoUrl ? <Avatar size={120} shape="square" src={c.photoUrl} alt={t('appointments.student.photoAlt', { name })} />
              : <Avatar size={120} shape="square" icon={<UserOutlined />} aria-label={t('appointments.student.photoAlt', { name })} />}
            <Descriptions column={1} size="small" style={{ maxWidth: 720 }}>
              <Descriptions.Item label={f('gender')}>{pickText(lang, c.sex, c.sexEN)}</Descriptions.Item>
              <Descriptions.Item label={f('subscribeTotal')}><span data-testid="counsellor-subscribe-total">{c.subscribeTotal}</span></Descriptions.Item>
              <Descriptions.Item label={f('introduce')}><Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{pickText(lang, c.introduce, c.introduceEN)}</Typography.Text></Descriptions.Item>
              <Descriptions.Item label={f('goodAt')}>{pickText(lang, c.goodAt, c.goodAtEN)}</Descriptions.Item>
            </Descriptions>
          </Space>
        ) : null}
      </Card>
    </div>
  );
}
