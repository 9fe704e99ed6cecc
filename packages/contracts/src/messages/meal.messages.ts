import type { MessageTable } from './types.ts';

/**
 * Meal booking codes (the spec gives none: BOOK-M03 only says a 700 shows as an error). The rules
 * behind them: README of the meals module.
 */
export const mealMessages = {
  '1400': { zh: '暂无可预订的菜单', en: 'There is no menu to book from yet' },
  '1401': { zh: '只能预订 {from} 至 {to} 的用餐', en: 'Meals can only be booked from {from} to {to}' },
  '1402': { zh: '{date} 的预订已于 {deadline} 截止', en: 'Bookings for {date} closed at {deadline}' },
  '1403': { zh: '{date} 已有预订，请修改该预订', en: 'You already have a booking for {date}; edit that one' },
  '1404': { zh: '预订日期不能修改', en: 'The date of a booking cannot be changed' },
  '1405': { zh: '走读学生不提供订餐', en: 'Meal booking is for students living on campus' },
  '1406': { zh: '预订不存在', en: 'The booking does not exist' },
  '1407': { zh: '结束日期不能早于开始日期', en: 'The end date cannot be before the start date' },
  '1408': { zh: '菜单日期与 {from} 至 {to} 的菜单重叠', en: 'The dates overlap the menu of {from} to {to}' },
  '1409': { zh: '该菜单已有预订，不能删除', en: 'This menu has bookings and cannot be deleted' },
  '1410': { zh: '所选问卷不可用于订餐', en: 'The chosen survey cannot be used for meals' },
  '1411': { zh: '统计区间最多 {max} 天', en: 'Counts cover at most {max} days' },
  '1412': { zh: '菜单已有 {from} 至 {to} 的预订，日期范围须包含这些日期', en: 'The menu has bookings from {from} to {to}; its dates must include them' },
  '1413': { zh: '菜单不存在', en: 'The menu does not exist' },
} satisfies MessageTable;
