import { personKindSchema } from '@portal/contracts';
import { Breadcrumb, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { usePermission } from '../../../shared/permission-gate.tsx';
import { PEOPLE_PAGE } from '../people.api.ts';
import { PersonForm } from './person-form.tsx';

/** /admin/people/new?kind=student|staff: one new person; saved, their page opens. */
export function PersonNewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const kind = personKindSchema.catch('student').parse(params.get('kind'));
  const allowed = usePermission('add', PEOPLE_PAGE);
  if (!allowed) return <Navigate to="/403" replace />;
  const title = t(`people.list.new.${kind}`);
  return (
    <div className="page-width page-block" data-testid="person-new-page">
      <Breadcrumb style={{ marginBottom: 12 }} items={[{ title: <Link to={PEOPLE_PAGE}>{t('people.list.title')}</Link> }, { title }]} />
      <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{title}</h1>}>
        {/* A new kind is a new form: the fields and their rules differ. */}
        <PersonForm key={kind} kind={kind} person={null} onSaved={(id) => void navigate(`/admin/people/${id}`)} onCancel={() => void navigate(PEOPLE_PAGE)} />
      </Card>
    </div>
  );
}
