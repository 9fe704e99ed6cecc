import { Role } from '@portal/contracts';

/**
 * Who runs the people of the portal: the people list and editor, the imports and the roles page
 * (administrators pass every role rule). The roles service keeps 'admin' and 'people.admin'
 * themselves to administrators (README 'Who grants').
 */
export const PEOPLE_ADMINS = [Role.peopleAdmin];
