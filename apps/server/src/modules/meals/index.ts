/** The meals module's public entry: what other modules may use of it. */
export { mealsModule } from './meals.module.ts';
