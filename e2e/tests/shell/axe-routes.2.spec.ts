import { axeRoutesOf } from './axe-routes.ts';

axeRoutesOf(2);
