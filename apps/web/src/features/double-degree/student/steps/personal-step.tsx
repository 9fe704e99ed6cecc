import { ddGenders, ddMaritalStatuses, ddStudentInfoSchema, ddStudyModes, type DdStudentInfoOut, type FileRecord } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Col, DatePicker, Form, Input, Radio, Row, Select, Skeleton } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../shared/language.ts';
import { UploadControl } from '../../../../shared/upload-control.tsx';
import { ddApi, ddKeys } from '../../dd.api.ts';
import { checkStep, fromDay, str, toDay } from '../form-check.ts';
import { StepFooter } from './step-footer.tsx';
import type { StepProps } from './step-props.ts';
import { useStepSave } from './use-step-save.ts';

type Values = Omit<DdStudentInfoOut, 'birthDate'> & { photo: FileRecord[]; birthDate: Dayjs | null };

const textFields = ['nameAsPassport', 'birthCity', 'nativeLanguage', 'className', 'mobile', 'email'] as const;

const valuesOf = (d: DdStudentInfoOut): Values => ({
  ...d,
  photo: d.photoFileId ? [{ id: d.photoFileId, fileName: d.photoFileName ?? '', fileUrl: d.photoFileUrl ?? '' }] : [],
  birthDate: toDay(d.birthDate),
});

/** Step 1, Personal Info (MOB-V03…V05): the first save creates the application and unlocks the others. */
export function PersonalStep({ signupId, manageId, projectId, onPrev, onSaved }: StepProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [form] = Form.useForm<Values>();
  const info = useQuery({ queryKey: ddKeys.step(0, signupId), queryFn: () => ddApi.studentInfo(signupId, manageId) });
  const nations = useQuery({ queryKey: ddKeys.nationalities(), queryFn: ddApi.nationalities, staleTime: Infinity });
  const save = useStepSave(ddApi.saveStudentInfo, (saved) => onSaved(saved.ddSingupStudentId));
  const label = (k: string) => t(`doubleDegree.student.personal.${k}`);
  const submit = async () => {
    const v = form.getFieldsValue(true) as Values;
    const body = {
      ddSingupStudentId: signupId || undefined, ddApplyManageId: manageId, ddProjectId: projectId,
      photoFileId: v.photo?.[0]?.id ?? '', birthDate: fromDay(v.birthDate),
      nationalityId: str(v.nationalityId), birthNationalityId: str(v.birthNationalityId), gender: v.gender, maritalStatus: v.maritalStatus, studyMode: v.studyMode,
      ...Object.fromEntries(textFields.map((f) => [f, str(v[f])])),
    };
    const checked = checkStep(form, ddStudentInfoSchema, body, (path) => {
      const key = String(path[0]);
      const name = key === 'photoFileId' ? 'photo' : key;
      return { name: [name], label: label(name) };
    });
    await save.run(checked);
  };
  if (info.isPending) return <Skeleton active />;
  if (info.isError) return null;
  const nationOptions = (nations.data ?? []).map((n) => ({ value: n.id, label: lang === 'zh-CN' ? n.name : n.enName }));
  const item = (name: string, child: React.ReactNode, extra?: string) => (
    <Col xs={24} md={12}><Form.Item name={name} label={label(name)} required extra={extra}>{child}</Form.Item></Col>
  );
  const choices = (list: readonly string[], group: string) => list.map((v) => ({ value: v, label: t(`doubleDegree.student.personal.${group}.${v}`) }));
  return (
    <Form form={form} layout="vertical" initialValues={valuesOf(info.data)} data-testid="dd-personal-form">
      <Row gutter={16}>
        <Col span={24}>
          <Form.Item name="photo" label={label('photo')} required extra={label('photoHint')}>
            <UploadControl use="degreePhoto" maxCount={1} data-testid="dd-photo" />
          </Form.Item>
        </Col>
        {item('nameAsPassport', <Input maxLength={200} data-testid="dd-nameAsPassport" />)}
        {item('name', <Input readOnly variant="filled" />)}
        {item('nationalityId', <Select showSearch optionFilterProp="label" options={nationOptions} data-testid="dd-nationality" aria-label={label('nationalityId')} />)}
        {item('birthNationalityId', <Select showSearch optionFilterProp="label" options={nationOptions} data-testid="dd-birthNationality" aria-label={label('birthNationalityId')} />)}
        {item('birthCity', <Input maxLength={200} data-testid="dd-birthCity" />)}
        {item('nativeLanguage', <Input maxLength={200} data-testid="dd-nativeLanguage" />)}
        {item('gender', <Radio.Group options={choices(ddGenders, 'genders')} />)}
        {item('birthDate', <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} data-testid="dd-birthDate" />)}
        {item('maritalStatus', <Select options={choices(ddMaritalStatuses, 'marital')} aria-label={label('maritalStatus')} />)}
        {item('studyMode', <Radio.Group options={choices(ddStudyModes, 'studyModes')} />)}
        {item('studentNumber', <Input readOnly variant="filled" />)}
        {item('className', <Input maxLength={200} data-testid="dd-className" />)}
        {item('mobile', <Input maxLength={11} inputMode="numeric" data-testid="dd-mobile" />)}
        {item('email', <Input maxLength={200} type="email" data-testid="dd-email" />)}
      </Row>
      <StepFooter first saving={save.saving} onPrev={onPrev} onSave={() => void submit()} />
    </Form>
  );
}
