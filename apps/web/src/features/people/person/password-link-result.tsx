import { CopyOutlined } from '@ant-design/icons';
import type { IssuedPasswordLink } from '@portal/contracts';
import { Alert, Button, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/date-format.ts';
import { notifyMessage, notifySuccess } from '../../../shared/feedback.ts';

/**
 * What became of a password link: e-mailed to the person, or, without SMTP, the link itself, shown
 * this once (the portal keeps only its hash) in a field to copy and pass on.
 */
export function PasswordLinkResult({ issued, onClose }: { issued: IssuedPasswordLink; onClose: () => void }) {
  const { t } = useTranslation();
  const p = (key: string, o: Record<string, unknown> = {}) => t(`people.person.passwordLink.${key}`, o);
  const until = formatDateTime(issued.expiresAt);
  const { url } = issued;
  if (!url) {
    return <Alert type="success" showIcon closable onClose={onClose} title={p('emailed', { email: issued.email ?? '', until })} data-testid="password-link-emailed" />;
  }
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notifySuccess(p('copied'));
    } catch {
      notifyMessage('warning', p('copyFailed'));
    }
  };
  return (
    <Alert
      type="warning" showIcon closable onClose={onClose} title={p('shownOnce', { until })} data-testid="password-link-shown"
      description={(
        <Space.Compact style={{ width: '100%' }}>
          <Input readOnly value={url} aria-label={p('urlLabel')} onFocus={(e) => e.target.select()} data-testid="password-link-url" />
          <Button icon={<CopyOutlined />} onClick={() => void copy()} data-testid="password-link-copy">{p('copy')}</Button>
        </Space.Compact>
      )}
    />
  );
}
