import type { MessageTable } from './types.ts';

/**
 * Teaching, classes (start classes, their sessions and enrolments; the imports): codes 93600-93699.
 * A clash names the other class in both its names (the catalogue wants the same placeholders in
 * both languages): the reader's language first.
 */
export const teachingClassesMessages = {
  '93600': { zh: '课程不存在', en: 'That course does not exist' },
  '93601': { zh: '上课地点冲突：该时间「{venue}」已有「{courseName} {className}」（{courseNameEn}, {classNameEn}）', en: 'Venue clash: {venue} is taken at that time by {courseNameEn} ({classNameEn}; {courseName} {className})' },
  '93602': { zh: '教师冲突：{teacher}（{teacherEn}）在该时间已有「{courseName} {className}」（{courseNameEn}, {classNameEn}）', en: 'Teacher clash: {teacherEn} ({teacher}) already teaches {courseNameEn} ({classNameEn}; {courseName} {className}) at that time' },
  '93603': { zh: '该课程本学期已有同名班级', en: 'This course already has a class of that name this term' },
  '93604': { zh: '班级已满（容量 {capacity}）', en: 'The class is full (capacity {capacity})' },
  '93605': { zh: '学生 {studentNumber} 本学期已选该课程', en: 'Student {studentNumber} already takes this course this term' },
  '93606': { zh: '该学生已有成绩，不能退出该班级', en: 'The student has a result in this class and cannot be removed' },
  '93607': { zh: '起始周不能晚于结束周', en: 'The first week cannot be after the last week' },
  '93608': { zh: '下课时间必须晚于上课时间', en: 'A class must end after it begins' },
  '93609': { zh: '学年学期不存在', en: 'That school year and term do not exist' },
  '93610': { zh: '所选教师不存在或不是教师', en: 'A chosen teacher does not exist or is not a teacher' },
  '93611': { zh: '学号 {studentNumber} 不存在', en: 'No student has the number {studentNumber}' },
  '93612': { zh: '班级「{className}」没有学生', en: 'The class {className} has no students' },
  '93613': { zh: '容量不能少于已选人数（{count}）', en: 'The capacity cannot be below the number enrolled ({count})' },
  '93614': { zh: '已有学生的班级不能删除', en: 'A class with students cannot be deleted' },
  '93615': { zh: '上课时间不在该学期内', en: 'A meeting falls outside the term' },
  '93616': { zh: '该学生不在本班', en: 'The student is not in this class' },
  // Import rows; {field} is a column key the screen names in the reader's language.
  '93617': { zh: '课程编号 {value} 不存在', en: 'No course has the number {value}' },
  '93618': { zh: '教师 {value} 不存在', en: 'No teacher is known as {value}' },
  '93619': { zh: '{field} 的值“{value}”无效', en: 'The value "{value}" of {field} is not valid' },
  '93620': { zh: '同一班级的各行 {field} 不一致', en: 'The rows of one class disagree on {field}' },
  '93621': { zh: '该班级已存在', en: 'That class exists already' },
  '93622': { zh: '找不到该班级（课程、学年学期、班级名称）', en: 'No such class (course, school year and term, class name)' },
  '93623': { zh: '同一学生在文件中重复', en: 'The same student appears twice in the file' },
  '93624': { zh: '超出班级容量（{capacity}）', en: 'More than the class holds ({capacity})' },
  '93625': { zh: '请填写周次和星期，或填写日期', en: 'Give weeks and a weekday, or a date' },
  '93626': { zh: '请填写学号或行政班', en: 'Give a student number or a cohort class' },
  '93627': { zh: '已有学生的班级不能更改课程、学年学期或学生类型', en: 'A class with students keeps its course, term and programme' },
  '93628': { zh: '文件中有 {count} 行存在问题，未保存任何内容', en: '{count} rows of the file have problems; nothing was saved' },
} satisfies MessageTable;
