import type { PersonDetail } from '@portal/contracts';
import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/date-format.ts';
import { TypedText } from '../../../shared/typed-text.tsx';
import { fieldsOf } from './person-form-values.ts';
import { BilingualText, RoleTags } from './person-labels.tsx';

/**
 * The roll data as stored, read-only: the fields the form edits for this kind, then the account
 * (username, roles, since when, and the day and reason of leaving).
 */
export function PersonRoll({ person }: { person: PersonDetail }) {
  const { t } = useTranslation();
  const label = (f: string) => t(`people.person.fields.${f}`);
  const { roll } = person;
  const value = (f: ReturnType<typeof fieldsOf>[number]): ReactNode => {
    switch (f) {
      case 'name': return <TypedText text={roll.name} />;
      case 'className': return <BilingualText zh={roll.className} en={roll.classNameEn} />;
      case 'classNameEn': return roll.classNameEn ?? '-';
      case 'pageType': return roll.pageType ? t(`people.person.programmes.${roll.pageType}`, { defaultValue: roll.pageType }) : '-';
      case 'gender': return roll.gender ? t(`people.person.genders.${roll.gender}`, { defaultValue: roll.gender }) : '-';
      case 'studyEntranceYear': return roll.studyEntranceYear ?? '-';
      // Department and campus are typed in one language only.
      default: return <TypedText text={roll[f]} />;
    }
  };
  const items = [
    ...fieldsOf(person.kind).map((f) => ({ key: f, label: label(f), children: <span data-testid={`person-roll-${f}`}>{value(f)}</span> })),
    { key: 'username', label: label('username'), children: <span data-testid="person-roll-username">{person.username}</span> },
    { key: 'roles', label: label('roles'), children: <RoleTags roles={person.roles} isAdmin={person.isAdmin} /> },
    { key: 'createdAt', label: label('createdAt'), children: formatDate(person.createdAt) },
    ...(person.leftOn ? [{
      key: 'leftOn', label: label('leftOn'),
      children: <span data-testid="person-roll-left">{`${person.leftOn} · ${person.leftReason ? t(`people.person.left.reasons.${person.leftReason}`) : ''}`}</span>,
    }] : []),
  ];
  return <Descriptions size="small" column={{ xs: 1, md: 2 }} items={items} data-testid="person-roll" />;
}
