import { englishScreensOf } from './english-screens.ts';

englishScreensOf(2);
