import type { SimulationRow } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Form, Input, InputNumber, Space, Table, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../shared/feedback.ts';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { biddingApi } from '../bidding.api.ts';

interface SimBid { courseNumber: string; point: number | null }

/** 'Would have won: 300 above last term's price 250 (MBA 2025 spring, round 1)', and the tie, loss and no-history texts. */
export function verdictText(t: TFunction, lang: ReturnType<typeof useLanguage>, r: SimulationRow): string {
  if (r.verdict === 'noHistory' || !r.source) return t('bidding.simulator.noHistory');
  const source = t('bidding.charts.termLabel', { plan: pickText(lang, r.source.planName, r.source.planNameEn), round: r.source.round });
  return t(`bidding.simulator.${r.verdict}`, { point: r.point, price: r.price, source });
}

/**
 * The simulator of the plan page (issue 29): the student's bids, placed or typed, against last
 * term's clearing prices of the same course numbers. It only reads; nothing is bid.
 */
export function SimulatorPanel({ planId, placed }: { planId: number; placed: SimBid[] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [form] = Form.useForm<{ bids: SimBid[] }>();
  const run = useMutation({
    mutationFn: (bids: { courseNumber: string; point: number }[]) => biddingApi.simulate(planId, bids),
    onError: (e) => notifyError(e),
  });

  const submit = (values: { bids?: SimBid[] }) => {
    const bids = (values.bids ?? []).filter((b) => b.courseNumber?.trim() && b.point !== null && b.point !== undefined)
      .map((b) => ({ courseNumber: b.courseNumber.trim(), point: b.point! }));
    if (bids.length) run.mutate(bids);
  };

  return (
    <Card size="small" className="bid-simulator" title={t('bidding.simulator.title')} data-testid="bid-simulator">
      <Typography.Paragraph type="secondary">{t('bidding.simulator.help')}</Typography.Paragraph>
      <Form form={form} layout="inline" onFinish={submit} initialValues={{ bids: [{ courseNumber: '', point: null }] }}>
        <Form.List name="bids">
          {(fields, { add, remove }) => (
            <Space orientation="vertical" size={4} style={{ width: '100%' }}>
              {fields.map((field) => (
                <Space key={field.key} size={4} data-testid="sim-row">
                  <Form.Item name={[field.name, 'courseNumber']} noStyle>
                    <Input placeholder={t('bidding.simulator.courseNumber')} aria-label={t('bidding.simulator.courseNumber')} style={{ width: 160 }} data-testid="sim-course" />
                  </Form.Item>
                  <Form.Item name={[field.name, 'point']} noStyle>
                    <InputNumber min={0} precision={0} placeholder={t('bidding.simulator.points')} aria-label={t('bidding.simulator.points')} style={{ width: 120 }} data-testid="sim-points" />
                  </Form.Item>
                  <Button size="small" onClick={() => remove(field.name)} aria-label={t('bidding.simulator.remove')}>×</Button>
                </Space>
              ))}
              <Space size={8} wrap>
                <Button size="small" onClick={() => add({ courseNumber: '', point: null })} data-testid="sim-add">{t('bidding.simulator.add')}</Button>
                <Button size="small" disabled={placed.length === 0} onClick={() => form.setFieldsValue({ bids: placed })} data-testid="sim-use-mine">
                  {t('bidding.simulator.useMine')}
                </Button>
                <Button type="primary" size="small" htmlType="submit" loading={run.isPending} data-testid="sim-run">{t('bidding.simulator.run')}</Button>
              </Space>
            </Space>
          )}
        </Form.List>
      </Form>
      {run.data ? (
        <Table<SimulationRow>
          size="small"
          style={{ marginTop: 12 }}
          pagination={false}
          rowKey={(r, i) => `${r.courseNumber}-${i ?? 0}`}
          dataSource={run.data}
          onRow={() => ({ 'data-testid': 'sim-result' } as React.HTMLAttributes<HTMLElement>)}
          columns={[
            { title: t('bidding.courses.columns.course'), key: 'course', render: (_, r) => `${r.courseName} (${r.courseNumber})` },
            { title: t('bidding.simulator.points'), dataIndex: 'point', width: 90 },
            { title: t('bidding.simulator.answer'), key: 'verdict', render: (_, r) => <span data-testid="sim-verdict">{verdictText(t, lang, r)}</span> },
          ]}
        />
      ) : null}
    </Card>
  );
}
