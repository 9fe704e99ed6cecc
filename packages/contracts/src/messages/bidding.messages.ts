import type { MessageTable } from './types.ts';

/** Course bidding (92000 family). */
export const biddingMessages = {
  '92001': { zh: '投点须为 {min} 至 {max} 之间的整数', en: 'Points must be a whole number from {min} to {max}' },
  '92002': { zh: '剩余点数不足（剩余 {available} 点）', en: 'Not enough points left ({available} available)' },
  '92003': { zh: '已达到可选课程数上限（{max} 门）', en: 'You have reached the maximum number of courses ({max})' },
  '92004': { zh: '本轮您已对该课程投点', en: 'You have already bid on this course in this round' },
  '92005': { zh: '该课程已无剩余名额', en: 'No seats remain on this course' },
  '92006': { zh: '您已选中该课程', en: 'You have already won this course' },
  '92007': { zh: '没有可退选的投点', en: 'There is no bid to drop' },
  '92008': { zh: '当前计划状态不允许此操作', en: 'The plan is not in a state that allows this' },
  '92009': { zh: '选课结果计算中，请稍候', en: 'The results are being computed, please wait' },
  '92010': { zh: '计划中没有该课程', en: 'The plan has no such course' },
  '92011': { zh: '下一轮已开始，不能重新计算本轮结果', en: 'The next round has started, this round can no longer be cleared again' },
  '92012': { zh: '时间窗口须依次为：第一轮开始 < 第一轮结束 ≤ 补退选开始 < 补退选结束', en: 'Windows must be in order: first begin < first end ≤ add/drop begin < add/drop end' },
  '92013': { zh: '单次投点下限不能高于上限', en: 'The minimum bid cannot exceed the maximum' },
  '92014': { zh: '课程编号 {courseNumber} 在本计划中已存在', en: 'Course number {courseNumber} already exists in this plan' },
  '92015': { zh: '导入文件第 {row} 行有误：{detail}', en: 'Row {row} of the import file is invalid: {detail}' },
  '92016': { zh: '已有学生投点的课程不能删除', en: 'A course with bids cannot be deleted' },
  '92018': { zh: '上课时间“{text}”格式不正确，例如 1-8/2/14:00-16:35 或 2026-12-05~2026-12-06/09:00-17:00', en: 'Class time "{text}" is not valid; write e.g. 1-8/2/14:00-16:35 or 2026-12-05~2026-12-06/09:00-17:00' },
  '92017': { zh: '计划已开始选课，不能修改点数规则或删除', en: 'Bidding has started; the points rules cannot change and the plan cannot be deleted' },
  '92100': { zh: '第 {round} 轮尚未出结果，结果公布后才能复算', en: 'Round {round} has not been cleared yet; it can be replayed once its results are published' },
  '92101': { zh: '计划已开始选课，不能修改计价方式', en: 'Bidding has started; the pricing rule cannot change' },
  '92150': { zh: '计划已开始选课，不能修改是否密封投点', en: 'Bidding has started; whether the rounds are sealed cannot change' },
  '92151': { zh: '该课程还没有公布的选课结果', en: 'This course has no published results yet' },
} satisfies MessageTable;
