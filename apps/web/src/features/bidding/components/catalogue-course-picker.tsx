import type { CatalogueCourseRow } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { biddingAdminApi } from '../bidding-admin.api.ts';

/**
 * Picks a course of the teaching catalogue offered to the plan's programme; the course form takes
 * its number, names, type, credit and language (issue 27). Shown to those who may read the catalogue.
 */
export function CatalogueCoursePicker({ programme, onPick }: { programme: string; onPick: (course: CatalogueCourseRow) => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [text, setText] = useState('');
  const found = useQuery({
    queryKey: ['bidding', 'admin', 'catalogue', programme, text],
    queryFn: () => biddingAdminApi.catalogueCourses(text, programme),
  });
  const rows = found.data?.data ?? [];
  return (
    <Select
      showSearch filterOption={false} onSearch={(v) => setText(v.trim())}
      value={null}
      loading={found.isFetching}
      placeholder={t('bidding.admin.courseForm.fromCataloguePlaceholder')}
      aria-label={t('bidding.admin.courseForm.fromCatalogue')}
      style={{ width: '100%' }}
      data-testid="course-form-catalogue"
      options={rows.map((c) => ({ value: c.id, label: `${c.courseNumber} ${pickText(lang, c.nameCn, c.nameEn)}` }))}
      onChange={(id: number) => { const c = rows.find((r) => r.id === id); if (c) onPick(c); }}
    />
  );
}
