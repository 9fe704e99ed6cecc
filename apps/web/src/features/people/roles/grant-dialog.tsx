import type { RoleCandidate, RoleSummary } from '@portal/contracts';
import { Form, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../shared/feedback.ts';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { ReasonDialog } from './reason-dialog.tsx';
import { useRoleCandidates, useRoleChange } from './roles.api.ts';
import { numberOf } from './role-text.tsx';

/** The search asks the server this long after the last key. */
const DEBOUNCE_MS = 300;

interface GrantValues {
  personId: number;
}

/** Grant `role` to a person found by name or number (the candidates call), with a reason. */
export function GrantDialog({ role, onClose }: { role: RoleSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const grant = useRoleChange('grant');
  const [typed, setTyped] = useState('');
  const [text, setText] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setText(typed.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer.current);
  }, [typed]);
  const candidates = useRoleCandidates(text);
  // The chosen person stays an option when a new search no longer finds them, so the field keeps their name.
  const [chosen, setChosen] = useState<RoleCandidate | null>(null);
  const found = candidates.data ?? [];
  const options = chosen && !found.some((c) => c.id === chosen.id) ? [chosen, ...found] : found;
  const roleText = pickText(lang, role.name, role.enName);
  const label = t('people.roles.grant.person');

  const submit = async (v: GrantValues & { reason: string }) => {
    const person = options.find((c) => c.id === v.personId);
    try {
      await grant.mutateAsync({ personId: v.personId, role: role.role, reason: v.reason });
      notifySuccess(t('people.roles.grant.done', { name: person ? pickText(lang, person.name, person.enName) : '', role: roleText }));
      return true;
    } catch (e) {
      notifyError(e);
      return false;
    }
  };

  return (
    <ReasonDialog<GrantValues>
      title={t('people.roles.grant.title', { role: roleText })} okText={t('people.roles.grant.submit')} pending={grant.isPending}
      reasonTestId="grant-reason" submitTestId="grant-submit" onSubmit={submit} onClose={onClose}
    >
      <Form.Item name="personId" label={label} rules={[{ required: true, message: t('people.roles.grant.personRequired') }]} required>
        <Select<number>
          showSearch={{ filterOption: false, onSearch: setTyped }} data-testid="grant-person" aria-label={label}
          placeholder={t('people.roles.grant.personSearch')} loading={candidates.isFetching}
          notFoundContent={text ? t('people.roles.grant.nobody') : t('people.roles.grant.typeToSearch')}
          onChange={(id) => setChosen(options.find((c) => c.id === id) ?? null)}
          options={options.map((c) => {
            const holds = c.roles.includes(role.role);
            return {
              value: c.id, disabled: holds,
              label: `${pickText(lang, c.name, c.enName)} (${numberOf(c)})${holds ? ` · ${t('people.roles.grant.holdsAlready')}` : ''}`,
            };
          })}
        />
      </Form.Item>
    </ReasonDialog>
  );
}
