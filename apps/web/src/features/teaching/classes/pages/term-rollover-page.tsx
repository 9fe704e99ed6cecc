import { CopyOutlined, EyeOutlined } from '@ant-design/icons';
import { Role } from '@portal/contracts';
import type { ClassOptions, RolloverRequest, RolloverResult } from '@portal/contracts';
import { Alert, Button, Card, Select, Space, Spin } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useCurrentUser } from '../../../../shared/current-user.tsx';
import { confirmAsync, notifyError, notifySuccess } from '../../../../shared/feedback.ts';
import { pickText, useLanguage } from '../../../../shared/language.ts';
import { CLASSES_PAGE, classesApi, useClassOptions, useClassesMutation } from '../classes.api.ts';
import { RolloverTable } from '../components/rollover-table.tsx';

type Terms = ClassOptions['terms'];
const keyOf = (k: { schoolYear: number; term: number }) => `${k.schoolYear}-${k.term}`;
const parse = (v: string) => { const [schoolYear, term] = v.split('-').map(Number) as [number, number]; return { schoolYear, term }; };

/** The current term, and the same term of the next school year (autumn into autumn): what a rollover usually is. */
function defaults(terms: Terms): { from?: string; to?: string } {
  const current = terms.find((x) => x.current);
  if (!current) return {};
  const next = terms.find((x) => x.schoolYear === current.schoolYear + 1 && x.term === current.term);
  return { from: keyOf(current), ...(next ? { to: keyOf(next) } : {}) };
}

/** /admin/teaching/rollover: copy a term's classes into another term (README 'Rollover'); the preview lists what would be made, the confirm makes it. */
function TermRollover() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const options = useClassOptions(true);
  const [from, setFrom] = useState<string>();
  const [to, setTo] = useState<string>();
  const [plan, setPlan] = useState<{ request: RolloverRequest; result: RolloverResult; done: boolean } | null>(null);
  const [keep, setKeep] = useState<number[]>([]);
  const preview = useMutation({ mutationFn: classesApi.rolloverPreview });
  const confirm = useClassesMutation(classesApi.rolloverConfirm);
  const r = (key: string, o: Record<string, unknown> = {}) => t(`teaching.classes.rollover.${key}`, o);

  const terms = options.data?.terms;
  useEffect(() => {
    if (!terms) return;
    const d = defaults(terms);
    setFrom((v) => v ?? d.from);
    setTo((v) => v ?? d.to);
  }, [terms]);
  if (!terms) return <Spin />;
  const termOptions = terms.map((x) => ({ value: keyOf(x), label: pickText(lang, x.name, x.nameEn) }));
  const pick = (set: (v?: string) => void) => (v?: string) => { set(v); setPlan(null); };

  const runPreview = async () => {
    if (!from || !to) return;
    const request = { from: parse(from), to: parse(to) };
    try {
      const result = await preview.mutateAsync(request);
      setPlan({ request, result, done: false });
      setKeep(result.classes.filter((c) => c.action === 'create').map((c) => c.sourceClassId));
    } catch (err) {
      notifyError(err, 'warning');
    }
  };
  const runConfirm = async () => {
    if (!plan) return;
    if (!(await confirmAsync({ title: r('confirmTitle', { count: keep.length }), okText: t('common.actions.confirm'), cancelText: t('common.actions.cancel') }))) return;
    try {
      const result = await confirm.mutateAsync({ ...plan.request, keep });
      setPlan({ ...plan, result, done: true });
      notifySuccess(r('done', { created: result.creates, skipped: result.skips }));
    } catch (err) {
      notifyError(err, 'warning');
    }
  };
  const res = plan?.result;
  return (
    <div className="page-width page-block" data-testid="rollover-page">
      <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{r('title')}</h1>} extra={<Link to={CLASSES_PAGE}>{t('teaching.classes.title')}</Link>}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <p style={{ margin: 0 }}>{r('intro')}</p>
          <Space wrap>
            <span>{r('from')}</span>
            <Select style={{ width: 220 }} aria-label={r('from')} value={from} onChange={pick(setFrom)} options={termOptions} showSearch optionFilterProp="label" data-testid="rollover-from" />
            <span>{r('to')}</span>
            <Select style={{ width: 220 }} aria-label={r('to')} value={to} onChange={pick(setTo)} options={termOptions} showSearch optionFilterProp="label" data-testid="rollover-to" />
            <Button icon={<EyeOutlined />} onClick={() => void runPreview()} loading={preview.isPending} disabled={!from || !to} data-testid="rollover-preview">{r('preview')}</Button>
            <Button type="primary" icon={<CopyOutlined />} onClick={() => void runConfirm()} loading={confirm.isPending} disabled={!plan || plan.done || keep.length === 0} data-testid="rollover-confirm">
              {r('confirm', { count: keep.length })}
            </Button>
          </Space>
          {res ? (
            <Alert type={plan.done ? 'success' : 'info'} showIcon data-testid="rollover-summary"
              title={plan.done ? r('done', { created: res.creates, skipped: res.skips }) : r('summary', { creates: res.creates, skips: res.skips })}
              description={r('moved', {
                from: pickText(lang, res.from.name, res.from.nameEn), to: pickText(lang, res.to.name, res.to.nameEn),
                weeks: res.shiftDays / 7, fromZero: res.from.weekZero, toZero: res.to.weekZero, toWeeks: res.to.weeks,
              })} />
          ) : null}
          {res ? <RolloverTable classes={res.classes} {...(plan.done ? {} : { selected: keep, onSelect: setKeep })} /> : null}
        </Space>
      </Card>
    </div>
  );
}

export function TermRolloverPage() {
  const user = useCurrentUser();
  if (!user.isAdmin && !user.roles.includes(Role.teachingAdmin)) return <Navigate to="/403" replace />;
  return <TermRollover />;
}
