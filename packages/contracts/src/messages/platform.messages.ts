import type { MessageTable } from './types.ts';

/** Codes of the platform itself (90000 family): sign-in, validation, files, access. */
export const platformMessages = {
  '90001': { zh: '用户名或密码错误', en: 'Incorrect username or password' },
  '90002': { zh: '登录尝试过于频繁，请稍后再试', en: 'Too many sign-in attempts, please try again later' },
  '90003': { zh: '输入有误：{detail}', en: 'Invalid input: {detail}' },
  '90004': { zh: '不支持按该字段筛选或排序：{field}', en: 'Filtering or sorting by this field is not supported: {field}' },
  '90005': { zh: '记录不存在', en: 'The record does not exist' },
  '90006': { zh: '无权访问他人的数据', en: 'You cannot access another user\'s data' },
  '90007': { zh: '无权执行此操作', en: 'You are not allowed to do this' },
  '90010': { zh: '不支持的文件格式，请上传 {allowed} 格式的文件', en: 'Unsupported file format, please upload a {allowed} file' },
  '90011': { zh: '文件大小不能超过 {limit}', en: 'The file must not be larger than {limit}' },
  '90012': { zh: '文件内容与扩展名不符', en: 'The file content does not match its extension' },
  '90013': { zh: '请选择要上传的文件', en: 'Please choose a file to upload' },
  '90014': { zh: '下载链接无效或已过期', en: 'The download link is invalid or has expired' },
  '90015': { zh: '上传空间已满（每人 {limit}），请删除不再需要的文件', en: 'Your upload space is full ({limit} per person); remove files you no longer need' },
  '90016': { zh: '表格文件解压后过大（超过 {limit}），请拆分后再导入', en: 'The spreadsheet is too large once unpacked (over {limit}); split it and import again' },
  '90020': { zh: '未找到该邮箱对应的用户', en: 'No user has this e-mail address' },
  '90021': { zh: '不能模拟管理员账号', en: 'An administrator account cannot be simulated' },
  '90022': { zh: '当前没有模拟用户', en: 'No user is being simulated' },
  '90023': { zh: '仅管理员可以模拟其他用户', en: 'Only administrators can act as another user' },
  '90030': { zh: '标题不能为空', en: 'The title is required' },
  '90031': { zh: '未配置单点登录', en: 'Single sign-on is not configured' },
  '90032': { zh: '单点登录失败：{detail}', en: 'Single sign-on failed: {detail}' },
  '90033': { zh: '账号未授权访问本系统，请联系管理员', en: 'This account is not authorised for the portal, please contact the administrator' },
  '90034': { zh: '会话已过期，请刷新页面', en: 'Your session has expired, please refresh the page' },
  '90035': { zh: '未登录或登录已失效', en: 'You are not signed in' },
  // A cookie-authenticated call (refresh, sign-out) from another site's page (platform/auth/cookie-origin.ts).
  '90036': { zh: '请求来自其他网站，已拒绝；请在本系统页面中操作', en: 'The request came from another website and was refused; please use the portal\'s own pages' },
  '90040': { zh: '系统错误', en: 'System error' },
  // Raised from a database refusal (platform/http/db-errors.ts), which names no detail safe to show.
  '90044': { zh: '记录重复：与已有的记录或同一批中的另一条相同', en: 'Duplicate record: it is the same as an existing one, or as another in the same batch' },
  '90045': { zh: '数值或日期超出允许范围', en: 'A number or date is out of the allowed range' },
  // HTTP 503 while the database is unreachable (a restart, a failover); the web client retries reads.
  '90046': { zh: '服务暂时不可用，请稍后重试', en: 'The service is briefly unavailable, please try again' },
  // Rich text may show only images the portal serves (platform/http/sanitize.ts): another site's would be fetched by every reader.
  '90047': {
    zh: '正文中不能使用其他网站的图片（每位读者打开时都会访问该网站），请删除这些图片，或直接粘贴图片本身',
    en: 'The text may not show images from other websites (every reader\'s browser would contact them); remove those images or paste the image itself',
  },
  // The audit viewer (modules/shell, audit-log.service.ts).
  '90060': { zh: '结束日期不能早于开始日期', en: 'The end date cannot be before the start date' },
  // Problems of an imported sheet beyond a field's own (platform/files/import-row-problems.ts); {field} is the column's label.
  '90075': { zh: '{field}“{value}”在文件中出现多次', en: '{field} "{value}" appears more than once in the file' },
  '90076': { zh: '无法读取该表格文件，请上传 xlsx 格式的文件', en: 'The file cannot be read as an xlsx workbook' },
  '90077': { zh: '表格中没有数据行', en: 'The sheet has no data rows' },
} satisfies MessageTable;
