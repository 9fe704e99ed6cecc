import { MANUAL_TEXT_TOTAL, countedLength } from '@portal/contracts';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The live counter of one 105 total (RES-V16, V18): what is counted, what is left, and a warning
 * once it is exceeded. Save, preview and submit refuse the total with its catalogue text (1110/1111).
 */
export function TotalCounter({ lang, count }: { lang: 'cn' | 'en'; count: number }) {
  const { t } = useTranslation();
  const over = count - MANUAL_TEXT_TOTAL;
  return (
    <div className="manual-total" data-testid={`manual-total-${lang}`}>
      <div aria-live="polite">
        {t(`resumes.manual.totals.${lang}`, { count, max: MANUAL_TEXT_TOTAL, left: Math.max(0, -over) })}
      </div>
      {over > 0 ? (
        <Alert type="warning" showIcon className="manual-total-warning" data-testid={`manual-total-${lang}-warning`}
          title={t(`resumes.manual.totals.${lang}Over`, { over, max: MANUAL_TEXT_TOTAL })} />
      ) : null}
    </div>
  );
}

interface CountedTextProps {
  name: string;
  label: string;
  /** What the schema stores at most; the counted limits are the rules' business, not the input's. */
  maxLength: number;
  /** A counted limit shown beside the field (company and position, RES-V18). */
  limit?: number;
  required?: boolean;
  rows?: number;
}

/** The language of a field's content, from its name (…CN / …EN), for screen readers and spell checking. */
export const contentLang = (name: string): 'zh-CN' | 'en' | undefined => (/CN\d?$/.test(name) ? 'zh-CN' : /EN\d?$/.test(name) ? 'en' : undefined);

/** A text whose counter counts what the rules count: every character but white space. */
export function CountedText({ name, label, maxLength, limit, required, rows }: CountedTextProps) {
  const lang = contentLang(name);
  // The storage cap (maxLength) is no limit the student works to: only a counted limit is shown.
  const count = { show: ({ count: n }: { count: number }) => (limit ? `${n} / ${limit}` : String(n)), max: limit, strategy: (s: string) => countedLength(s) };
  return (
    <Form.Item name={name} label={label} required={required}>
      {rows ? (
        <Input.TextArea rows={rows} maxLength={maxLength} count={count} lang={lang} data-testid={`manual-${name}`} />
      ) : (
        <Input maxLength={maxLength} count={count} lang={lang} data-testid={`manual-${name}`} />
      )}
    </Form.Item>
  );
}
