import { Breadcrumb, Card, Result, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { isBizError } from '../../../shared/http-errors.ts';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { usePermission } from '../../../shared/permission-gate.tsx';
import { TypedText } from '../../../shared/typed-text.tsx';
import { PersonalDataActions } from '../components/personal-data-actions.tsx';
import { PEOPLE_PAGE, usePerson } from '../people.api.ts';
import { PersonRolesPanel } from '../roles/person-roles-panel.tsx';
import { PersonActions } from './person-actions.tsx';
import { PersonForm } from './person-form.tsx';
import { PersonChanges, PersonSignIns } from './person-history.tsx';
import { PersonStatusTag } from './person-labels.tsx';
import { PersonRoll } from './person-roll.tsx';

/**
 * /admin/people/:id: one person's roll data and status, their roles, sign-ins and the changes to
 * the account, with the actions on it; the edit form takes the roll data's place.
 */
export function PersonPage() {
  const allowed = usePermission('get');
  const { id } = useParams();
  const personId = /^\d{1,9}$/.test(id ?? '') ? Number(id) : 0;
  if (!allowed) return <Navigate to="/403" replace />;
  return <PersonView key={personId} personId={personId} />;
}

function PersonView({ personId }: { personId: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [editing, setEditing] = useState(false);
  const detail = usePerson(personId);
  const crumbs = <Breadcrumb style={{ marginBottom: 12 }} items={[{ title: <Link to={PEOPLE_PAGE}>{t('people.list.title')}</Link> }, { title: t('people.person.title') }]} />;

  const p = detail.data;
  if (!p) {
    const missing = personId === 0 || (isBizError(detail.error) && detail.error.httpStatus === 404);
    return (
      <div className="page-width page-block">
        {crumbs}
        {detail.isPending && personId > 0 ? <Spin /> : <Result status={missing ? '404' : 'error'} title={t(missing ? 'people.person.notFound' : 'common.errors.system')} data-testid="person-missing" />}
      </div>
    );
  }
  const name = pickText(lang, p.roll.name, p.roll.enName);
  return (
    <div className="page-width page-block" data-testid="person-page">
      {crumbs}
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Card
          title={(
            <Space wrap>
              <h1 style={{ fontSize: 18, margin: 0 }} data-testid="person-name"><TypedText text={name} /></h1>
              <Typography.Text type="secondary">{t(`people.person.kinds.${p.kind}`)} · {p.username}</Typography.Text>
              <PersonStatusTag status={p.status} testId="person-status" />
            </Space>
          )}
        >
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            <PersonActions person={p} name={name} editing={editing} onEdit={() => setEditing(true)} />
            {editing
              ? <PersonForm kind={p.kind} person={p} onSaved={() => setEditing(false)} onCancel={() => setEditing(false)} />
              : <PersonRoll person={p} />}
            {editing ? null : <PersonalDataActions person={{ id: p.id, name, leftOn: p.leftOn, anonymisedAt: p.anonymisedAt }} />}
          </Space>
        </Card>
        <PersonRolesPanel personId={p.id} />
        <PersonSignIns rows={p.signIns} />
        <PersonChanges rows={p.changes} />
      </Space>
    </div>
  );
}
