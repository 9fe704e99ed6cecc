import { LockOutlined } from '@ant-design/icons';
import type { NotificationPreference } from '@portal/contracts';
import { Button, Card, Empty, Switch, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyError, notifySuccess } from '../../../shared/feedback.ts';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { LoadingCard } from '../../../shared/panel.tsx';
import { byFamily, changedChoices, familyLabel } from './notification-kinds.ts';
import { useNotificationPreferences, useSavePreferences } from './notifications.api.ts';

/** One kind: its name, and its e-mail switch, locked on (with the reason) where the school requires it. */
function KindRow({ p, email, onChange }: { p: NotificationPreference; email: boolean; onChange: (email: boolean) => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const s = (key: string) => t(`shell.notifications.settings.${key}`);
  const label = pickText(lang, p.label, p.labelEn);
  const whyId = `preference-why-${p.kind}`;
  const toggle = (
    <Switch checked={p.mandatory || email} disabled={p.mandatory} onChange={onChange} data-testid={`preference-email-${p.kind}`}
      aria-label={t('shell.notifications.settings.emailOf', { kind: label })} aria-describedby={p.mandatory ? whyId : undefined} />
  );
  return (
    <li className="preference-row" data-testid={`preference-row-${p.kind}`}>
      <span className="preference-label">{label}</span>
      {p.mandatory ? (
        // A disabled switch gets no pointer events, so the tooltip sits on a wrapper; the reason is also
        // in the page, for keyboards, touch and screen readers.
        <span className="preference-locked" data-testid={`preference-required-${p.kind}`}>
          <Tooltip title={s('requiredWhy')}>
            <span className="preference-switch"><LockOutlined aria-hidden /> {toggle}</span>
          </Tooltip>
          <span id={whyId} className="preference-why">{s('required')}</span>
        </span>
      ) : <span className="preference-switch">{toggle}</span>}
    </li>
  );
}

/**
 * Every user's e-mail choices (platform/notifications README 'Preferences'): each kind the portal
 * sends, by family, from the server's list, so kinds added later appear without a change here.
 * In-app notices cannot be turned off; e-mail can, except for the kinds the school makes mandatory.
 */
export function NotificationSettingsPage() {
  const { t } = useTranslation();
  const s = (key: string) => t(`shell.notifications.settings.${key}`);
  const prefs = useNotificationPreferences();
  const save = useSavePreferences();
  const [draft, setDraft] = useState<Record<string, boolean>>({});

  if (!prefs.data) return <LoadingCard />;
  const saved = prefs.data;
  const changes = changedChoices(saved, draft);
  const submit = () =>
    save.mutateAsync(changes).then(() => {
      setDraft({});
      notifySuccess();
    }, (err: unknown) => notifyError(err));

  return (
    <div className="page-width page-block" data-testid="notification-settings-page">
      <Card
        title={<h1 style={{ fontSize: 18, margin: 0 }}>{s('title')}</h1>}
        extra={<Link to="/notifications" data-testid="notification-settings-back">{s('back')}</Link>}
      >
        <p style={{ marginTop: 0 }}>{s('intro')}</p>
        {saved.length === 0 ? <Empty description={s('empty')} /> : byFamily(saved).map((g) => (
          <section key={g.family} className="preference-family" data-testid={`preference-family-${g.family}`} aria-labelledby={`preference-family-${g.family}-title`}>
            <h2 id={`preference-family-${g.family}-title`} className="preference-family-title">{familyLabel(t, g.family)}</h2>
            <ul className="preference-list">
              {g.rows.map((p) => (
                <KindRow key={p.kind} p={p} email={draft[p.kind] ?? p.email} onChange={(email) => setDraft((d) => ({ ...d, [p.kind]: email }))} />
              ))}
            </ul>
          </section>
        ))}
        <Button type="primary" disabled={changes.length === 0} loading={save.isPending} onClick={() => void submit()} data-testid="notification-settings-save">
          {s('save')}
        </Button>
      </Card>
    </div>
  );
}
