import { catalogueCourseTypes, PageType, teachingLanguages } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

/** The catalogue's coded values in the reader's language, and as choice lists for the forms and filters. */
export function useCatalogueLabels() {
  const { t } = useTranslation();
  const programme = (p: string) => t(`teaching.catalogue.programmes.${p}`);
  const language = (l: string) => t(`teaching.catalogue.languages.${l}`);
  const courseType = (c: number) => `${c} ${t(`teaching.catalogue.courseTypes.c${c}`)}`;
  return {
    programme, language, courseType,
    field: (key: string) => t(`teaching.catalogue.fields.${key}`),
    programmeOptions: PageType.map((p) => ({ value: p, label: programme(p) })),
    languageOptions: teachingLanguages.map((l) => ({ value: l, label: language(l) })),
    courseTypeOptions: catalogueCourseTypes.map((c) => ({ value: c, label: courseType(c) })),
  };
}
