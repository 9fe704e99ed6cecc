import { UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Avatar, Button, Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../shared/current-user.tsx';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { EmptyText } from '../../../shared/panel.tsx';
import { appointmentKeys, appointmentsApi, studentTypeOf } from '../appointments.api.ts';
import type { ConsultantCard } from '@portal/contracts';

interface CounsellorListProps {
  typeKey: 1 | 2;
  onOrder: (counsellor: ConsultantCard) => void;
}

/** One type's counsellors as cards (BOOK-U02): photo or the default one, name to the detail page, introduction, good-at, order. */
export function CounsellorList({ typeKey, onOrder }: CounsellorListProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const pick = (zh: string, en: string) => pickText(lang, zh, en);
  const user = useCurrentUser();
  const studentType = studentTypeOf(user);
  const list = useQuery({ queryKey: appointmentKeys.counsellors(typeKey), queryFn: () => appointmentsApi.counsellors(typeKey, studentType) });
  const typeName = t(`appointments.student.types.${typeKey}`);

  return (
    <section aria-labelledby={`counsellors-${typeKey}`} style={{ marginBottom: 24 }} data-testid={`counsellor-list-${typeKey}`}>
      <h2 id={`counsellors-${typeKey}`} style={{ fontSize: 16 }}>{typeName}</h2>
      {list.isError ? <Alert type="error" showIcon title={t('appointments.student.loadFailed')} /> : null}
      {list.data && list.data.data.length === 0 ? <EmptyText>{t('appointments.student.noCounsellors')}</EmptyText> : null}
      <Row gutter={[16, 16]}>
        {(list.data?.data ?? []).map((c) => (
          <Col key={c.id} xs={24} sm={12} lg={8}>
            <Card size="small" data-testid="counsellor-card" loading={list.isLoading}>
              <Card.Meta
                avatar={c.photoUrl ? <Avatar size={64} src={c.photoUrl} alt={t('appointments.student.photoAlt', { name: c.name })} />
                  : <Avatar size={64} icon={<UserOutlined />} aria-label={t('appointments.student.photoAlt', { name: c.name })} />}
                title={<Link to={`/appointment/consultant-info/${c.id}`} data-testid="counsellor-link">{pick(c.name, c.nameEn)}</Link>}
                description={(
                  <>
                    <Typography.Paragraph ellipsis={{ rows: 3 }} style={{ marginBottom: 4 }}>{pick(c.introduce, c.introduceEN)}</Typography.Paragraph>
                    <Typography.Text type="secondary">{t('appointments.student.goodAt')}: {pick(c.goodAt, c.goodAtEN)}</Typography.Text>
                  </>
                )}
              />
              <div style={{ textAlign: 'right', marginTop: 8 }}>
                <Button type="primary" autoInsertSpace={false} disabled={c.disabled} onClick={() => onOrder(c)} data-testid="counsellor-order"
                  aria-label={t('appointments.student.orderLabel', { name: c.name, type: typeName })}>
                  {t('appointments.student.order')}
                </Button>
              </div>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
